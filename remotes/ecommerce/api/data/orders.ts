import type {
  Address,
  Customer,
  Order,
  OrderActivity,
  OrderDetailResponse,
  OrderItem,
  OrderMethod,
  OrderPayment,
  OrderStatus,
  Product,
} from '@atrium/contracts';
import { orderPlacedAt } from '@atrium/contracts';
import { createRandom } from '@atrium/mocks/lib/random';
import type { IsoDateRange } from '@atrium/mocks/lib/isoDays';
import { onDays, type TallyCondition } from '@atrium/mocks/lib/tallyQuery';
import { STREETS } from '@atrium/mocks/data/people';
import { allowedActions } from '../orderLifecycle';

const STATUSES: OrderStatus[] = ['Delivered', 'Ready to Pickup', 'Out for Delivery', 'Dispatched'];
const PAYMENTS: OrderPayment[] = [1, 2, 3, 4];
const METHODS: OrderMethod[] = ['paypalLogo', 'mastercard'];

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The sample data was made on 23 November 2026: its orders were placed before 15 November 2026, so that
 * each one's history (at most a week long) is over by then too. A later draw is the year before.
 */
export const SAMPLE_ORDERS_BEFORE = Date.UTC(2026, 10, 15);
export const SAMPLE_DATA_MADE = Date.UTC(2026, 10, 23);

/** A sample order's day (month/day/year), a year earlier when it falls after the data was made. */
function sampleDate(date: string, time: string): string {
  if (orderPlacedAt({ date, time }).getTime() < SAMPLE_ORDERS_BEFORE) return date;
  const [month, day, year] = date.split('/');
  return `${month}/${day}/${Number(year) - 1}`;
}

/** What an order's details add to its list row. */
export interface OrderParts {
  items: OrderItem[];
  totals: OrderDetailResponse['totals'];
  shippingAddress: Address;
  billingAddress: Address;
  activity: OrderActivity[];
  /** How many of each line were refunded (by product id), and the amount refunded in all. */
  refundedLines?: Record<string, number>;
  refundedAmount?: number;
}

/**
 * An order as stored: its list row (the contract's `Order`) and its lines, totals, addresses and
 * activity, so that the dashboards' figures (items sold, best sellers, countries, tax and shipping)
 * are sums over stored fields, which the database can compute.
 */
export type StoredOrder = Order & OrderParts;

const ORDER_FIELDS = [
  'id',
  'order',
  'customer',
  'email',
  'avatar',
  'payment',
  'status',
  'spent',
  'method',
  'date',
  'time',
  'methodNumber',
] as const satisfies readonly (keyof Order)[];

/** An order's list row: the contract's fields, not its lines and addresses. */
export function orderRow(order: Order): Order {
  return Object.fromEntries(ORDER_FIELDS.map((field) => [field, order[field]])) as unknown as Order;
}

/**
 * 100 orders placed by the sample customers, so a customer's orders can be found by
 * email. Dates are month/day/year, times 12-hour text. Each carries its parts, drawn from `catalogue`.
 */
export function buildOrders(customers: Customer[], catalogue: Product[]): StoredOrder[] {
  return buildOrderRows(customers).map((drawn) => {
    const row = { ...coherentSample(drawn), ...orderParts(drawn, catalogue) };
    return { ...row, ...sampleStory(row, drawn.status) };
  });
}

function buildOrderRows(customers: Customer[]): Order[] {
  const r = createRandom(3003);
  const numbers = new Set<number>();
  return Array.from({ length: 100 }, (_, i) => {
    const who = customers[r.int(0, customers.length - 1)];
    let order = r.int(1000, 9999);
    while (numbers.has(order)) order = r.int(1000, 9999);
    numbers.add(order);
    const hour = r.int(1, 12);
    return {
      id: i + 1,
      order,
      customer: who.customer,
      email: who.email,
      avatar: who.avatar,
      payment: r.pick(PAYMENTS),
      status: STATUSES[r.int(0, 3)],
      spent: Math.round((r.next() * 990 + 10) * 100) / 100,
      method: r.pick(METHODS),
      date: `${r.int(1, 12)}/${r.int(1, 28)}/${r.pick([2025, 2026])}`,
      time: `${hour}:${pad(r.int(0, 59))} ${r.bool() ? 'AM' : 'PM'}`,
      methodNumber: r.int(1000, 9999),
    };
  });
}

const CITIES: [string, string, string, string][] = [
  ['New York', 'NY', '10001', 'United States'],
  ['Paris', 'Île-de-France', '75001', 'France'],
  ['São Paulo', 'SP', '01310-100', 'Brazil'],
  ['Bengaluru', 'Karnataka', '560001', 'India'],
  ['Melbourne', 'VIC', '3000', 'Australia'],
  ['Shanghai', 'Shanghai', '200000', 'China'],
];

/** The statuses of an order that has shipped. */
const SHIPPED = ['Dispatched', 'Out for Delivery', 'Ready to Pickup', 'Delivered'] as const;
const shipped = (status: OrderStatus): status is (typeof SHIPPED)[number] =>
  (SHIPPED as readonly OrderStatus[]).includes(status);

/** The shipping steps that lead to each shipped status (after the order was placed and paid). */
const STEPS_BY_STATUS: Record<(typeof SHIPPED)[number], OrderActivity['step'][]> = {
  Dispatched: ['dispatched'],
  'Out for Delivery': ['dispatched', 'outForDelivery'],
  'Ready to Pickup': ['dispatched', 'readyToPickup'],
  Delivered: ['dispatched', 'outForDelivery', 'delivered'],
};

/**
 * A drawn sample order made to agree with itself: placed before the data was made; unpaid (pending or
 * failed) not shipped — still being processed, or, one failed payment in three, cancelled; one in
 * seven of the paid ones still being prepared; a refunded one closed: cancelled before it shipped (one
 * in four) or returned after. Its drawn status says how far it had gone.
 */
export function coherentSample<T extends Order>(order: T): T {
  const date = sampleDate(order.date, order.time);
  const status = ((): OrderStatus => {
    if (order.payment === 2) return 'Processing';
    if (order.payment === 4) return order.id % 3 === 0 ? 'Cancelled' : 'Processing';
    if (order.payment === 1) return order.id % 7 === 0 ? 'Processing' : order.status;
    return order.id % 4 === 0 || !shipped(order.status) ? 'Cancelled' : 'Returned';
  })();
  return { ...order, date, status };
}

/**
 * The history of a sample order (made coherent) whose status was drawn as `drawn`, with what was
 * refunded of it: placed, paid when it was, the shipping steps it went through, cancelled or refunded.
 * Steps follow each other by 6 to 36 hours, from their own random stream (the id's), so the history
 * can be told again for an order stored before it had one that agreed (`upgradeOrderStories`).
 */
export function sampleStory(
  order: Order & Pick<OrderParts, 'items'>,
  drawn: OrderStatus,
): Pick<OrderParts, 'activity' | 'refundedLines' | 'refundedAmount'> {
  const paid = order.payment === 1 || order.payment === 3;
  // A returned order whose drawn status is lost (a list row told again) came back after it was delivered.
  const shipping = shipped(drawn)
    ? STEPS_BY_STATUS[drawn]
    : drawn === 'Returned'
      ? STEPS_BY_STATUS.Delivered
      : [];
  const steps: OrderActivity['step'][] =
    order.status === 'Cancelled'
      ? ['placed', ...(paid ? (['paid', 'cancelled', 'refunded'] as const) : (['cancelled'] as const))]
      : order.status === 'Processing'
        ? ['placed', ...(paid ? (['paid'] as const) : [])]
        : ['placed', 'paid', ...shipping, ...(order.payment === 3 ? (['refunded'] as const) : [])];
  const r = createRandom(order.id * 7919 + 1);
  // The sample orders' dates are all readable; an unreadable one counts from the start of 2026.
  let at = orderPlacedAt(order).getTime() || Date.UTC(2026, 0, 1);
  const activity = steps.map((step, k): OrderActivity => {
    if (k > 0) at += (6 + r.int(0, 30)) * 3600_000;
    return {
      step,
      at: new Date(at).toISOString(),
      ...(step === 'refunded' ? { amount: order.spent } : {}),
    };
  });
  if (order.payment !== 3) return { activity };
  return {
    activity,
    refundedLines: Object.fromEntries(order.items.map((item) => [String(item.productId), item.qty])),
    refundedAmount: order.spent,
  };
}

/** The condition of a tally over the orders placed in the range (by their `date`). */
export const placedOnDays = (range: IsoDateRange): TallyCondition => onDays('date', range);

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * An order's parts, derived from its id (the same on every build): items whose totals add up to what
 * the order says was spent, addresses, and the shipping activity so far. Stored with the order when
 * the sample data is built, and given to an order stored before orders carried them (`withParts`).
 */
export function orderParts(
  order: Order,
  catalogue: Product[],
): Omit<OrderParts, 'activity' | 'refundedLines' | 'refundedAmount'> {
  const r = createRandom(order.id * 7919);
  const shipping = order.spent >= 100 ? 0 : 5;
  const tax = round2(((order.spent - shipping) * 0.075) / 1.075);
  const discount = 0;
  const subtotal = round2(order.spent - shipping - tax + discount);

  const count = Math.min(catalogue.length, r.int(1, 3));
  const picked = new Set<number>();
  const items: OrderItem[] = [];
  let rest = subtotal;
  for (let k = 0; k < count; k++) {
    let index = r.int(0, catalogue.length - 1);
    while (picked.has(index)) index = (index + 1) % catalogue.length;
    picked.add(index);
    const product = catalogue[index];
    const last = k === count - 1;
    const qty = last ? 1 : r.int(1, 2);
    const price = last ? round2(rest) : round2((subtotal * (0.15 + r.next() * 0.2)) / qty);
    rest = round2(rest - price * qty);
    items.push({
      productId: product.id,
      productName: product.productName,
      productBrand: product.productBrand,
      image: product.image,
      price,
      qty,
    });
  }

  const [city, state, postcode, country] = CITIES[r.int(0, CITIES.length - 1)];
  const shippingAddress: Address = { line1: r.pick(STREETS), city, state, postcode, country };
  const billingAddress: Address = r.bool(0.7)
    ? { ...shippingAddress }
    : { line1: r.pick(STREETS), line2: `Suite ${r.int(1, 400)}`, city, state, postcode, country };

  return {
    items,
    totals: { subtotal, discount, tax, shipping, total: order.spent },
    shippingAddress,
    billingAddress,
  };
}

/** An order with its parts: as stored, or derived for an order stored before orders carried them. */
export function withParts(order: Order | StoredOrder, catalogue: Product[]): StoredOrder {
  if ('items' in order && Array.isArray(order.items)) return order;
  const row = { ...order, ...orderParts(order, catalogue) };
  return { ...row, ...sampleStory(row, order.status) };
}

/**
 * Whether a sample order's story agrees with itself: placed before the data was made; paid before it
 * shipped (pending only while processing, failed while processing or cancelled); refunded in full only
 * once closed, with its refund recorded; its history in order and over by the day the data was made.
 */
function sampleAgrees(order: StoredOrder): boolean {
  const steps = order.activity.map((a) => a.step);
  const times = order.activity.map((a) => Date.parse(a.at));
  const statuses: Record<OrderPayment, readonly OrderStatus[]> = {
    1: ['Processing', ...SHIPPED],
    2: ['Processing'],
    3: ['Cancelled', 'Returned'],
    4: ['Processing', 'Cancelled'],
  };
  const paid = order.payment === 1 || order.payment === 3;
  return (
    orderPlacedAt(order).getTime() < SAMPLE_ORDERS_BEFORE &&
    (statuses[order.payment] ?? []).includes(order.status) &&
    steps[0] === 'placed' &&
    steps.includes('paid') === paid &&
    steps.includes('refunded') === (order.payment === 3) &&
    (order.refundedAmount !== undefined) === (order.payment === 3) &&
    times.every((t, k) => t <= SAMPLE_DATA_MADE && (k === 0 || t >= times[k - 1]))
  );
}

/**
 * Orders stored by an earlier version, made to agree with themselves (in place); answers how many
 * changed. A sample order whose story does not agree (shipped unpaid, refunded and delivered, no refund
 * recorded, dated after the data was made, its history out of order) gets the story its payment and
 * status tell (`coherentSample`, `sampleStory`): its lines and addresses stay. An order someone already
 * moved along (a step with who made it) keeps its history; refunded in full, it is closed.
 */
export function upgradeOrderStories(orders: StoredOrder[]): number {
  let changed = 0;
  for (const order of orders) {
    if (order.activity.some((a) => a.by !== undefined)) {
      if (order.payment !== 3 || order.status === 'Cancelled' || order.status === 'Returned') continue;
      order.status = order.status === 'Processing' ? 'Cancelled' : 'Returned';
      changed += 1;
      continue;
    }
    if (sampleAgrees(order)) continue;
    const drawn = order.status;
    delete order.refundedLines;
    delete order.refundedAmount;
    Object.assign(order, coherentSample(order));
    Object.assign(order, sampleStory(order, drawn));
    changed += 1;
  }
  return changed;
}

/** An order's details page: its stored parts, and the customer it was placed by (when still one). */
export function orderDetail(order: StoredOrder, customer: Customer | undefined): OrderDetailResponse {
  const { items, totals, shippingAddress, billingAddress, activity } = order;
  return {
    actions: allowedActions(order),
    refunded: { lines: order.refundedLines ?? {}, amount: order.refundedAmount ?? 0 },
    order: orderRow(order),
    items,
    totals,
    customerId: customer?.customerId ?? null,
    contact: '+1 (234) 464-0600',
    shippingAddress,
    billingAddress,
    activity,
  };
}
