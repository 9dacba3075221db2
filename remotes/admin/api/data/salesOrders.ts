import { RECEIVED_PAYMENT_STATUSES, SALES_PAYMENT_STATUSES, type SalesOrder } from '@atrium/contracts';
import { createRandom } from '@atrium/mocks/lib/random';
import { FIRST_NAMES, LAST_NAMES, avatarUrl } from '@atrium/mocks/data/people';

// [name, brand, category, price]
const GOODS: [string, string, string, number][] = [
  ['OnePlus 7 Pro', 'OnePlus', 'Smart Phone', 669],
  ['Magic Keyboard', 'Apple', 'Mouse', 99],
  ['Echo Dot (3rd Gen)', 'Amazon', 'Smart Speaker', 29.99],
  ['Apple Watch Series 5', 'Apple', 'Smart Watch', 399],
  ['Nike Air Max 270', 'Nike', 'Shoes', 150],
  ['Sony Bravia 55"', 'Sony', 'Television', 899.99],
  ['Fitbit Charge 4', 'Fitbit', 'Smart Watch', 149.95],
  ['Kindle Oasis', 'Amazon', 'Tablet', 249.99],
  ['Bose QuietComfort 35', 'Bose', 'Headphones', 299],
  ['Logitech MX Keys', 'Logitech', 'Keyboard', 119.99],
];

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const pad = (n: number) => String(n).padStart(2, '0');
const buyer = (name: string) => ({ name, avatar: avatarUrl(name) });

/** 50 sales orders for the data-table page, the same on every load. */
export function buildSalesOrders(): SalesOrder[] {
  const r = createRandom(4242);
  return Array.from({ length: 50 }, (_, i) => {
    const [name, brand, category, price] = GOODS[i % GOODS.length];
    const qty = r.int(1, 3);
    const total = Math.round(price * qty * 100) / 100;
    const receivedPaymentStatus = r.pick(RECEIVED_PAYMENT_STATUSES);
    const paidAmount =
      receivedPaymentStatus === 'Fully Paid'
        ? total
        : receivedPaymentStatus === 'Unpaid'
          ? 0
          : Math.round(total * r.int(10, 90)) / 100;
    return {
      product: {
        id: (i % GOODS.length) + 1,
        name,
        slug: slug(name),
        brand,
        category,
        price,
        image: `/images/products/${slug(name)}.svg`,
        hasFreeShipping: i % 2 === 0,
        rating: r.int(1, 5),
        description: `${name} by ${brand}.`,
      },
      date: `2026-${pad(r.int(1, 5))}-${pad(r.int(1, 28))}`,
      buyer: buyer(`${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`),
      payment: { total, receivedPaymentStatus, paidAmount, status: r.pick(SALES_PAYMENT_STATUSES) },
    };
  });
}
