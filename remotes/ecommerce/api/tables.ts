import type { Address, AddressKind, CustomerPreferences } from '@atrium/contracts';
import { areaTables, list, record } from '@atrium/mocks/collections';
import { buildProducts } from './data/products';
import type { StoredProduct } from './productRecord';
import type { StoredCategory } from './categoryRecord';
import type { StoredReferralInvite } from './referralInvites';
import { buildCustomers } from './data/customers';
import { buildOrders, upgradeOrderStories, withParts } from './data/orders';
import { buildReviews } from './data/reviews';
import { buildReferrals } from './data/referrals';
import { applyFigures } from './customerFigures';
import { buildEcommerceSettings } from './data/ecommerceSettings';

/** The e-commerce area's collections: the catalogue, customers, orders, reviews, referrals and settings. */
export const tables = areaTables({
  area: 'ecommerce',
  collections: {
    products: list((): StoredProduct[] => buildProducts()),
    // A customer's order count and total are their orders' (the sample orders are built from the
    // same customers, deterministically).
    customers: list(() => {
      const customers = buildCustomers();
      applyFigures(customers, buildOrders(buildCustomers(), buildProducts()));
      return customers;
    }),
    orders: list(() => buildOrders(buildCustomers(), buildProducts())),
    reviews: list(() => buildReviews(buildProducts())),
    referrals: list(buildReferrals),
    ecommerceSettings: record(buildEcommerceSettings),
    // Saves of screens that had none: preferences by customerId; added categories. (orderAddresses:
    // addresses saved for an order before orders carried their own, which `upgrade` moves.)
    customerPreferences: record((): Record<string, CustomerPreferences> => ({})),
    orderAddresses: record((): Record<string, Partial<Record<AddressKind, Address>>> => ({})),
    categories: list((): StoredCategory[] => []),
    // The referral invitations users sent (none at first).
    referralInvites: list((): StoredReferralInvite[] => []),
  },
  /**
   * Orders carry their lines, totals, addresses and activity (before, they were derived from the id on
   * every read: the same values, now stored), an address saved for an order is the order's own, and a
   * customer's order count and total are their orders' (before, sample figures of their own), and an
   * order's status, payment and history agree (before, an order could be shipped unpaid, refunded and
   * delivered, or dated after the data was made).
   */
  upgrade(data) {
    const changed: string[] = [];
    if (data.orders.some((order) => !Array.isArray((order as { items?: unknown }).items))) {
      // The catalogue the parts are drawn from: built only when an order needs its parts (not every start).
      const catalogue = buildProducts();
      data.orders = data.orders.map((order) => withParts(order, catalogue));
      changed.push('orders: lines, totals, addresses and activity stored');
    }
    const saved = Object.entries(data.orderAddresses);
    if (saved.length) {
      for (const [id, addresses] of saved) {
        const order = data.orders.find((o) => String(o.id) === id);
        if (!order) continue;
        if (addresses.shipping) order.shippingAddress = addresses.shipping;
        if (addresses.billing) order.billingAddress = addresses.billing;
      }
      data.orderAddresses = {};
      changed.push('orders: saved addresses moved into the orders');
    }
    if (upgradeOrderStories(data.orders)) changed.push('orders: status, payment and history made to agree');
    if (applyFigures(data.customers, data.orders)) changed.push("customers: figures made their orders'");
    // Added categories carry an id (their rows are keyed by it, so an edit is an update in the log).
    if (data.categories.some((c) => c.id === undefined)) {
      let next = Math.max(0, ...data.categories.map((c) => c.id ?? 0)) + 1;
      data.categories = data.categories.map((c) => (c.id === undefined ? { ...c, id: next++ } : c));
      changed.push('categories: ids given');
    }
    // Settings saved before the store had a tax rate take the one the sample orders were taxed at.
    const store = data.ecommerceSettings.store as Partial<typeof data.ecommerceSettings.store>;
    if (typeof store.taxRate !== 'number') {
      data.ecommerceSettings.store = {
        ...data.ecommerceSettings.store,
        taxRate: buildEcommerceSettings().store.taxRate,
      };
      changed.push('settings: the store has a tax rate');
    }
    return changed;
  },
});
