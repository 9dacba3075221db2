import type {
  AccountSettings,
  AuditEntry,
  Address,
  AddressKind,
  ChatPendingReply,
  CustomCategory,
  CustomerPreferences,
  CheckoutOrder,
  Deal,
  PropertyListing,
  StoredWizardSubmission,
} from '@atrium/contracts';
import type { FrontMessage, FrontOrder, FrontPayment } from './handlers/front/frontRecords';
import type { PendingRegistration } from './handlers/auth/registrations';
import type { TwoStepsChallenge } from './handlers/auth/twoSteps';
import type { ResetTokenRecord, SessionRecord } from './lib/tokens';
import type { OutboxMessage } from './lib/mail';
import type { ThrottleCounters } from './lib/throttle';
import { buildCredentials } from './data/credentials';
import { buildRoles } from './data/roles';
import { buildProducts } from './data/products';
import { buildCustomers } from './data/customers';
import { buildOrders, withParts } from './data/orders';
import { buildReviews } from './data/reviews';
import { buildReferrals } from './data/referrals';
import { buildInvoiceClients, buildInvoices } from './data/invoices';
import { buildUsers } from './data/users';
import { buildEmails } from './data/emails';
import { buildChatContacts, buildChatProfiles, buildChats } from './data/chats';
import { buildCourseDetails, buildCourses, buildWebinars } from './data/courses';
import { buildCalendarEvents } from './data/calendarEvents';
import { buildVehicles } from './data/vehicles';
import { buildPermissions } from './data/permissions';
import { buildAnalyticsProjects } from './data/analyticsProjects';
import { buildSalesOrders } from './data/salesOrders';
import { buildNotifications } from './data/notifications';
import { buildEcommerceSettings } from './data/ecommerceSettings';
import { buildCrm } from './data/crm';
import { buildShipments } from './data/logisticsShipments';

type Kind = 'array' | 'object';

/** A collection: how its sample data is built, and whether it is a list or a record (for the stored copy's check). */
const list = <T>(build: () => T[]) => ({ kind: 'array' as Kind, build });
const record = <T extends object>(build: () => T) => ({ kind: 'object' as Kind, build });

const COLLECTIONS = {
  credentials: list(buildCredentials),
  roles: list(buildRoles),
  products: list(buildProducts),
  customers: list(buildCustomers),
  orders: list(() => buildOrders(buildCustomers(), buildProducts())),
  reviews: list(() => buildReviews(buildProducts())),
  referrals: list(buildReferrals),
  ecommerceSettings: record(buildEcommerceSettings),
  invoices: list(buildInvoices),
  invoiceClients: list(buildInvoiceClients),
  users: list(buildUsers),
  emails: list(buildEmails),
  // Each user's mail and chats carry their owner's user id; chat profiles are saved by user id.
  chatProfiles: record(buildChatProfiles),
  chatContacts: list(buildChatContacts),
  chats: list(buildChats),
  chatPending: list((): ChatPendingReply[] => []),
  courses: list(buildCourses),
  courseDetails: list(() => buildCourseDetails(buildCourses())),
  webinars: list(() => buildWebinars(buildCourses())),
  calendarEvents: list(buildCalendarEvents),
  vehicles: list(buildVehicles),
  shipments: list(() => buildShipments(buildVehicles().length)),
  permissions: list(buildPermissions),
  analyticsProjects: list(buildAnalyticsProjects),
  salesOrders: list(buildSalesOrders),
  notifications: list(buildNotifications),
  crm: record(buildCrm),
  // Saves of screens that had none: by account id, by customerId; added categories. (orderAddresses:
  // addresses saved for an order before orders carried their own, which upgradeStoredData moves.)
  accountSettings: record((): Record<string, AccountSettings> => ({})),
  customerPreferences: record((): Record<string, CustomerPreferences> => ({})),
  orderAddresses: record((): Record<string, Partial<Record<AddressKind, Address>>> => ({})),
  categories: list((): CustomCategory[] => []),
  // The wizard examples' submissions (none at first).
  wizardProperties: list((): StoredWizardSubmission<PropertyListing>[] => []),
  wizardDeals: list((): StoredWizardSubmission<Deal>[] => []),
  wizardCheckoutOrders: list((): StoredWizardSubmission<CheckoutOrder>[] => []),
  // The front pages' messages, payments and orders (none at first).
  frontMessages: list((): FrontMessage[] => []),
  frontPayments: list((): FrontPayment[] => []),
  frontOrders: list((): FrontOrder[] => []),
  // Authentication's state (none at first): sessions and reset tokens (by the SHA-256 of the token,
  // lib/tokens), sign-ups waiting for their address to be confirmed, two-step codes (handlers/auth),
  // the development outbox (lib/mail) and the throttling counters (lib/throttle).
  sessions: list((): SessionRecord[] => []),
  resetTokens: list((): ResetTokenRecord[] => []),
  registrations: list((): PendingRegistration[] => []),
  twoStepsChallenges: list((): TwoStepsChallenge[] => []),
  outbox: list((): OutboxMessage[] => []),
  throttles: record((): ThrottleCounters => ({})),
  // Who changed what, when and from where (none at first). The API server writes it, from each save's
  // changes, in the save's own transaction (server/src/audit.ts); the mock only reads it.
  auditLog: list((): AuditEntry[] => []),
};

type Collections = typeof COLLECTIONS;
export type MockDb = { [K in keyof Collections]: ReturnType<Collections[K]['build']> };

/** Whether each collection is a list or a record: what a stored copy of it must be (lib/persistedDb). */
export const COLLECTION_KINDS: Record<keyof MockDb, Kind> = Object.fromEntries(
  Object.entries(COLLECTIONS).map(([name, { kind }]) => [name, kind]),
) as Record<keyof MockDb, Kind>;

/**
 * Makes every collection of `target` its sample data, built the first time it is read: a page that
 * calls two handlers does not pay for building thirty collections (on a slow phone, the mock API's
 * start-up is the page's longest task). Assigning a collection replaces it as a plain value.
 */
function defineSampleData(target: MockDb): MockDb {
  for (const name of Object.keys(COLLECTIONS) as (keyof MockDb)[]) {
    const settle = (value: unknown) =>
      Object.defineProperty(target, name, { value, writable: true, enumerable: true, configurable: true });
    Object.defineProperty(target, name, {
      enumerable: true,
      configurable: true,
      get() {
        const value = COLLECTIONS[name].build();
        settle(value);
        return value;
      },
      set: settle,
    });
  }
  return target;
}

/**
 * The in-memory data every handler reads and changes; lives as long as the server, or in the browser
 * is kept in local storage (lib/persistedDb).
 */
export const db: MockDb = defineSampleData({} as MockDb);

/**
 * Brings data stored by an earlier version of the code up to date, in place; returns what it changed
 * (nothing for data built by this version). The server runs it on the data it loads, under the write
 * lock, and saves what changed. (The browser's copy is versioned instead: lib/persistedDb.)
 *
 * - Orders carry their lines, totals, addresses and activity (before, they were derived from the id on
 *   every read: the same values, now stored), and an address saved for an order is the order's own.
 */
export function upgradeStoredData(data: MockDb): string[] {
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
  return changed;
}

/** Restores the initial sample data (tests call it before each case). */
export function resetMockDb(): void {
  defineSampleData(db);
}
