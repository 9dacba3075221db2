import { apiModules } from '@atrium/mocks/handlers';
import { db } from '@atrium/mocks/db';
import { memoryTallies, type TallyRequest } from '@atrium/mocks/lib/tallyQuery';
import type { Persistence } from '../persistence';
import type { Storage } from '../storage';

const RANGES = [
  { from: '2025-01-01', to: '2025-12-31' },
  { from: '2026-03-01', to: '2026-03-31' },
  { from: '2030-01-01', to: '2030-01-02' },
];

/**
 * The areas' own tallies (`tallies` of each ApiModule) for each period, and a few that reach what they
 * do not: a group by text over users, money text, a measure's own `above` over an order's lines, the
 * least and greatest of each kind of value, lists nested in lists grouped by their record.
 */
function requests(): TallyRequest[] {
  const own = RANGES.flatMap((range) => apiModules.flatMap((m) => m.tallies?.(range) ?? []));
  return [
    ...own,
    {
      collection: 'users',
      where: [],
      groupBy: { kind: 'text', path: 'role' },
      measures: { n: { kind: 'count' } },
    },
    {
      collection: 'invoices',
      where: [],
      groupBy: { kind: 'day', path: 'issuedDate' },
      measures: { total: { kind: 'sumCents', path: 'total', valueKind: 'money' } },
    },
    {
      collection: 'orders',
      where: [],
      each: 'items',
      measures: {
        spentAsMoney: { kind: 'sumCents', path: 'price', valueKind: 'money' },
        big: { kind: 'count', where: [{ kind: 'above', path: 'qty', valueKind: 'number', value: 1 }] },
      },
    },
    {
      collection: 'orders',
      where: [],
      groupBy: { kind: 'text', path: 'status' },
      measures: {
        first: { kind: 'min', path: 'date', valueKind: 'date' },
        last: { kind: 'max', path: 'date', valueKind: 'date' },
        least: { kind: 'min', path: 'spent', valueKind: 'money' },
        most: { kind: 'max', path: 'spent', valueKind: 'number' },
        mostDelivered: {
          kind: 'max',
          path: 'spent',
          valueKind: 'number',
          where: [{ kind: 'is', path: 'status', value: 'Delivered' }],
        },
      },
    },
    {
      collection: 'courseDetails',
      where: [],
      each: ['content', 'topics'],
      groupBy: { kind: 'day', path: 'completedAt' },
      measures: { n: { kind: 'count' }, longest: { kind: 'max', path: 'minutes', valueKind: 'number' } },
    },
    {
      collection: 'courseDetails',
      where: [],
      each: ['content', 'topics'],
      groupBy: { kind: 'text', path: 'title', ofRecord: true },
      measures: { n: { kind: 'count' }, minutes: { kind: 'sumCents', path: 'minutes', valueKind: 'number' } },
    },
  ];
}

/** Orders whose values test the edges: digits a binary double rounds the wrong way, signs, text, none. */
const EDGE_ORDERS = [
  {
    id: 990001,
    spent: 1.005,
    date: '3/14/2026',
    status: 'Delivered',
    email: 'Edge@Example.com',
    items: [
      { productId: 1, price: 1.005, qty: 3 },
      { productId: 1, price: '2', qty: '1.5' },
      { productId: 'x', price: 4, qty: null },
    ],
    shippingAddress: { country: 'Ísland' },
  },
  { id: 990002, spent: -2.5, date: '2026-03-15', status: 'delivered', email: 'edge@example.com' },
  {
    id: 990003,
    spent: '$1,234.565',
    date: '2026-03-16T23:30:00-02:00',
    status: 'Dispatched',
    email: null,
    items: 'none',
    shippingAddress: { country: 'ísland' },
  },
  { id: 990004, spent: 'n/a', date: 'not a date', email: 'x@example.com' },
  { id: 990005, date: '3/1/2026' },
  // A status of its own whose date is missing and spent unreadable: its least and greatest are NaN.
  { id: 990006, status: 'Undated', spent: 'none' },
];

/** Course details at the edges of lists in lists: sections or lessons that are not lists, or not objects. */
const EDGE_DETAILS = [
  {
    id: 990001,
    title: 'Edge',
    content: [
      { topics: 'none' },
      'a section that is text',
      { topics: [{ minutes: '5', isCompleted: true, completedAt: '2026-03-14' }, 7, { minutes: 'n/a' }] },
    ],
  },
  { id: 990002, title: 'edge', content: 'none' },
  { id: 990003, content: [{ topics: [{ minutes: 12, completedAt: 'not a date' }] }] },
];

/**
 * The tallies as the database answers them (`storage.tallies`) against the same tallies computed in
 * memory over the working set the database holds, with a few edge rows added for the check (and taken
 * out after): the differences, empty when the SQL adapter keeps the semantics of
 * mocks/src/lib/tallyQuery.ts. Run by `npm run test:api` on PGlite and on PostgreSQL.
 */
export async function tallyDifferences(
  storage: Storage,
  persistence: Persistence,
): Promise<{ checked: number; differences: string[] }> {
  if (!storage.tallies) throw new Error('This storage answers no tallies');
  const orders = db.orders as unknown[];
  const details = db.courseDetails as unknown[];
  orders.push(...EDGE_ORDERS);
  details.push(...EDGE_DETAILS);
  await persistence.save();
  const differences: string[] = [];
  try {
    for (const request of requests()) {
      const [memory, database] = [await memoryTallies(request), await storage.tallies(request)];
      if (JSON.stringify(memory) !== JSON.stringify(database))
        differences.push(
          `${request.collection} ${JSON.stringify(request.where)}: ${JSON.stringify(memory).slice(0, 200)} in memory, ${JSON.stringify(database).slice(0, 200)} in the database`,
        );
    }
  } finally {
    orders.splice(orders.length - EDGE_ORDERS.length);
    details.splice(details.length - EDGE_DETAILS.length);
    await persistence.save();
  }
  return { checked: requests().length, differences };
}
