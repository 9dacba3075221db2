import { matchText, moneyValue, paginate, parsePaging, sortRows } from './list';

describe('matchText', () => {
  it('is case-insensitive and literal', () => {
    expect(matchText('IPHONE', 'iPhone 14 Pro')).toBe(true);
    expect(matchText('(', 'no parens')).toBe(false);
    expect(matchText('(', 'has ( one')).toBe(true);
    expect(matchText('.*', 'anything')).toBe(false);
    expect(matchText('', 'x')).toBe(true);
  });
});

describe('parsePaging', () => {
  it.each([
    ['page=2&itemsPerPage=25', 2, 25],
    ['page=abc&itemsPerPage=xyz', 1, 10],
    ['page=0&itemsPerPage=0', 1, 10],
    ['itemsPerPage=-1', 1, -1],
    ['page=1.5', 1, 10],
  ])('%s', (qs, page, size) => {
    expect(parsePaging(new URLSearchParams(qs))).toEqual({ page, itemsPerPage: size });
  });
});

describe('paginate', () => {
  it('returns an empty page past the end and all rows for -1', () => {
    const rows = [1, 2, 3];
    expect(paginate(rows, 3, 2)).toEqual([]);
    expect(paginate(rows, 1, -1)).toEqual(rows);
  });
});

describe('sortRows', () => {
  const rows = [
    { name: 'b', price: '$10.00', date: '01/02/2024' },
    { name: 'a', price: '$9.50', date: '12/31/2023' },
    { name: 'B', price: '$100.00', date: '01/01/2024' },
  ];
  const keys = {
    name: { kind: 'text' as const, value: (r: (typeof rows)[number]) => r.name },
    price: { kind: 'money' as const, value: (r: (typeof rows)[number]) => r.price },
    date: { kind: 'date' as const, value: (r: (typeof rows)[number]) => r.date },
  };
  it('sorts money numerically, dates as dates, text stably', () => {
    expect(sortRows(rows, keys, 'price', 'asc').map((r) => r.price)).toEqual(['$9.50', '$10.00', '$100.00']);
    expect(sortRows(rows, keys, 'date', 'desc').map((r) => r.date)).toEqual([
      '01/02/2024',
      '01/01/2024',
      '12/31/2023',
    ]);
    expect(sortRows(rows, keys, 'name', 'asc').map((r) => r.name)).toEqual(['a', 'b', 'B']);
  });
  it('leaves the order for unknown keys or directions', () => {
    expect(sortRows(rows, keys, 'nope', 'asc')).toBe(rows);
    expect(sortRows(rows, keys, 'price', 'sideways')).toBe(rows);
    expect(sortRows(rows, keys, 'constructor', 'asc')).toBe(rows);
  });
  it('parses money with separators and signs', () => {
    expect(moneyValue('-$1,299.50')).toBe(-1299.5);
  });
});
