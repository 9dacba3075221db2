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
 * A sample order's day (month/day/year): none after the data was made (November 2026), so a December
 * 2026 draw is the December before.
 */
const sampleDate = (month: number, day: number, year: number) =>
  `${month}/${day}/${year === 2026 && month === 12 ? 2025 : year}`;

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
  return buildOrderRows(customers)
    .map((row) => ({ ...row, status: coherentStatus(row) }))
    .map((row) => ({ ...row, ...orderParts(row, catalogue) }));
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
      date: sampleDate(r.int(1, 12), r.int(1, 28), r.pick([2025, 2026])),
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

const STEPS_BY_STATUS: Record<OrderStatus, OrderActivity['step'][]> = {
  Processing: ['placed'],
  Cancelled: ['placed', 'cancelled'],
  Dispatched: ['placed', 'dispatched'],
  'Out for Delivery': ['placed', 'dispatched', 'outForDelivery'],
  'Ready to Pickup': ['placed', 'dispatched', 'readyToPickup'],
  Delivered: ['placed', 'dispatched', 'outForDelivery', 'delivered'],
};

/**
 * The steps an order went through, as its payment and status say: nothing ships before it is paid (an
 * order whose payment is pending or failed is still being processed), and a refunded one was paid,
 * shipped and then refunded.
 */
function stepsOf(order: Order): OrderActivity['step'][] {
  const [placed, ...rest] = STEPS_BY_STATUS[order.status];
  const paid: OrderActivity['step'][] = order.payment === 1 || order.payment === 3 ? ['paid'] : [];
  const refunded: OrderActivity['step'][] = order.payment === 3 ? ['refunded'] : [];
  return [placed, ...paid, ...rest, ...refunded];
}

/**
 * A sample order's status made to agree with its payment: one whose payment is pending or failed has
 * not shipped (Processing), and one in seven of the paid ones is still being prepared.
 */
function coherentStatus(order: Order): OrderStatus {
  if (order.payment === 2 || order.payment === 4) return 'Processing';
  if (order.payment === 1 && order.id % 7 === 0) return 'Processing';
  return order.status;
}

/** The condition of a tally over the orders placed in the range (by their `date`). */
export const placedOnDays = (range: IsoDateRange): TallyCondition => onDays('date', range);

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * An order's parts, derived from its id (the same on every build): items whose totals add up to what
 * the order says was spent, addresses, and the shipping activity so far. Stored with the order when
 * the sample data is built, and given to an order stored before orders carried them (`withParts`).
 */
export function orderParts(order: Order, catalogue: Product[]): OrderParts {
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

  // The sample orders' dates are all readable; an unreadable one counts from the start of 2026.
  const placed = orderPlacedAt(order).getTime() || Date.UTC(2026, 0, 1);
  const activity: OrderActivity[] = stepsOf(order).map((step, k) => ({
    step,
    at: new Date(placed + k * (6 + r.int(0, 30)) * 3600_000).toISOString(),
    ...(step === 'refunded' ? { amount: order.spent } : {}),
  }));
  const refunded =
    order.payment === 3
      ? {
          refundedLines: Object.fromEntries(items.map((item) => [String(item.productId), item.qty])),
          refundedAmount: order.spent,
        }
      : {};

  return {
    items,
    totals: { subtotal, discount, tax, shipping, total: order.spent },
    shippingAddress,
    billingAddress,
    activity,
    ...refunded,
  };
}

/** An order with its parts: as stored, or derived for an order stored before orders carried them. */
export function withParts(order: Order | StoredOrder, catalogue: Product[]): StoredOrder {
  return 'items' in order && Array.isArray(order.items)
    ? order
    : { ...order, ...orderParts(order, catalogue) };
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
