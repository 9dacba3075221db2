import { db, resetMockDb } from '../db';
import { centsOfText, memoryTallies, tallyOne } from './tallyQuery';

beforeEach(() => {
  resetMockDb();
  (db as unknown as { orders: unknown[] }).orders = [
    { id: 1, spent: 1.005, date: '3/14/2026', status: 'Delivered', email: 'Ann@Example.com' },
    { id: 2, spent: -2.5, date: '2026-03-15', status: 'delivered', email: 'ann@example.com' },
    { id: 3, spent: '$1,234.565', date: '2026-03-16T23:30:00-02:00', status: 'Dispatched' },
    { id: 4, spent: 'n/a', date: 'not a date', status: 'Dispatched', email: 'bo@example.com' },
    { id: 5, date: '3/1/2026' },
  ];
});

describe('tallies', () => {
  it('rounds cents on the decimal digits, half away from zero, and reads no number as none', () => {
    expect(centsOfText('1.005')).toBe(101);
    expect(centsOfText('-2.5')).toBe(-250);
    expect(centsOfText('-0.004')).toBe(0);
    expect(centsOfText('.125')).toBe(13);
    expect(centsOfText('1e2')).toBe(10000);
    expect(centsOfText('12')).toBe(1200);
    expect(centsOfText('n/a')).toBeNull();
    expect(centsOfText('')).toBeNull();
  });

  it('counts, sums whole cents and counts distinct folded text; a value it cannot read adds nothing', async () => {
    expect(
      await tallyOne({
        collection: 'orders',
        where: [],
        measures: {
          orders: { kind: 'count' },
          number: { kind: 'sumCents', path: 'spent', valueKind: 'number' },
          money: { kind: 'sumCents', path: 'spent', valueKind: 'money' },
          customers: { kind: 'distinct', path: 'email' },
          delivered: { kind: 'count', where: [{ kind: 'is', path: 'status', value: 'Delivered' }] },
          notDelivered: { kind: 'count', where: [{ kind: 'isNot', path: 'status', value: 'Delivered' }] },
        },
      }),
    ).toEqual({
      orders: 5,
      number: 101 - 250,
      // "$1,234.565" is money, not a number; "n/a" is neither.
      money: 101 - 250 + 123457,
      customers: 2,
      delivered: 1,
      // A missing status is not "not Delivered" either.
      notDelivered: 3,
    });
  });

  it("tallies the elements of a list field: a line's price times its quantity, by product", async () => {
    const orders = (db as unknown as { orders: unknown[] }).orders;
    orders[0] = { ...(orders[0] as object), items: [{ productId: 7, price: 1.005, qty: 3 }] };
    orders[1] = {
      ...(orders[1] as object),
      items: [
        { productId: 7, price: 2, qty: 1 },
        { productId: 9, price: 'n/a', qty: 2 },
      ],
    };
    orders[2] = { ...(orders[2] as object), items: 'none' };
    const rows = await memoryTallies({
      collection: 'orders',
      where: [],
      each: 'items',
      groupBy: { kind: 'text', path: 'productId' },
      measures: {
        units: { kind: 'sumCents', path: 'qty', valueKind: 'number' },
        cents: { kind: 'sumCents', path: 'price', valueKind: 'number', times: 'qty' },
      },
    });
    expect(rows).toEqual([
      { group: '7', figures: { units: 400, cents: 101 * 3 + 200 } },
      { group: '9', figures: { units: 200, cents: 0 } },
    ]);
  });

  it('takes a day from each date format in UTC, and a date it cannot read is on no day', async () => {
    const rows = await memoryTallies({
      collection: 'orders',
      where: [{ kind: 'onDays', path: 'date', from: '2026-03-14', to: '2026-03-17' }],
      groupBy: { kind: 'day', path: 'date' },
      measures: { orders: { kind: 'count' } },
    });
    expect(rows).toEqual([
      { group: '2026-03-14', figures: { orders: 1 } },
      { group: '2026-03-15', figures: { orders: 1 } },
      // 23:30 at UTC-2 is the next day in UTC.
      { group: '2026-03-17', figures: { orders: 1 } },
    ]);
  });

  it('groups by text as it is, in code point order, missing last, and gives zeros when nothing is counted', async () => {
    const groups = await memoryTallies({
      collection: 'orders',
      where: [],
      groupBy: { kind: 'text', path: 'status' },
      measures: { orders: { kind: 'count' } },
    });
    expect(groups.map((g) => [g.group, g.figures.orders])).toEqual([
      ['Delivered', 1],
      ['Dispatched', 2],
      ['delivered', 1],
      [null, 1],
    ]);
    expect(
      await tallyOne({
        collection: 'orders',
        where: [{ kind: 'above', path: 'spent', valueKind: 'number', value: 1000 }],
        measures: {
          orders: { kind: 'count' },
          cents: { kind: 'sumCents', path: 'spent', valueKind: 'number' },
        },
      }),
    ).toEqual({ orders: 0, cents: 0 });
  });

  it('compares a field with a value or another field by code point, and sums whole days between two dates', async () => {
    (db as unknown as { orders: unknown[] }).orders = [
      { id: 1, shipped: '2026-03-01', delivered: '2026-03-04', expected: '2026-03-03' },
      { id: 2, shipped: '2026-03-02', delivered: '2026-03-02', expected: '2026-03-05' },
      { id: 3, shipped: '2026-03-02', delivered: null, expected: '2026-03-01' },
      { id: 4, shipped: 'not a date', delivered: '2026-03-09', expected: '2026-03-09' },
    ];
    expect(
      await tallyOne({
        collection: 'orders',
        where: [],
        measures: {
          deliveredBy3rd: {
            kind: 'count',
            where: [{ kind: 'compare', path: 'delivered', op: '<=', value: '2026-03-03' }],
          },
          late: {
            kind: 'count',
            where: [{ kind: 'compareFields', path: 'delivered', op: '>', other: 'expected' }],
          },
          days: { kind: 'sumDays', from: 'shipped', to: 'delivered' },
        },
      }),
    ).toEqual({ deliveredBy3rd: 1, late: 1, days: 3 });
  });

  it('takes the least and greatest value by its kind, leaving out what it cannot read (NaN when nothing is left)', async () => {
    const rows = await memoryTallies({
      collection: 'orders',
      where: [],
      groupBy: { kind: 'text', path: 'status' },
      measures: {
        first: { kind: 'min', path: 'date', valueKind: 'date' },
        most: { kind: 'max', path: 'spent', valueKind: 'money' },
      },
    });
    expect(rows).toEqual([
      { group: 'Delivered', figures: { first: Date.UTC(2026, 2, 14), most: 1.005 } },
      // "not a date" and "n/a" are left out.
      { group: 'Dispatched', figures: { first: Date.parse('2026-03-17T01:30:00Z'), most: 1234.565 } },
      { group: 'delivered', figures: { first: Date.UTC(2026, 2, 15), most: -2.5 } },
      { group: null, figures: { first: Date.UTC(2026, 2, 1), most: NaN } },
    ]);
  });

  it('tallies lists nested in lists, grouped by their record, and skips what is not a list', async () => {
    (db as unknown as { courseDetails: unknown[] }).courseDetails = [
      { id: 1, content: [{ topics: [{ minutes: 5 }, { minutes: 7 }] }, { topics: 'none' }, 'text'] },
      { id: 2, content: [{ topics: [{ minutes: 10 }] }, { topics: [{ minutes: 'n/a' }] }] },
      { id: 3, content: 'none' },
    ];
    const rows = await memoryTallies({
      collection: 'courseDetails',
      where: [],
      each: ['content', 'topics'],
      groupBy: { kind: 'text', path: 'id', ofRecord: true },
      measures: {
        lessons: { kind: 'count' },
        longest: { kind: 'max', path: 'minutes', valueKind: 'number' },
      },
    });
    expect(rows).toEqual([
      { group: '1', figures: { lessons: 2, longest: 7 } },
      { group: '2', figures: { lessons: 2, longest: 10 } },
    ]);
  });
});
