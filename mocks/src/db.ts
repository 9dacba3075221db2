import type {
  AccountSettings,
  Address,
  AddressKind,
  CustomCategory,
  CustomerPreferences,
} from '@atrium/contracts';
import { buildCredentials } from './data/credentials';
import { buildRoles } from './data/roles';
import { buildProducts } from './data/products';
import { buildCustomers } from './data/customers';
import { buildOrders } from './data/orders';
import { buildReviews } from './data/reviews';
import { buildReferrals } from './data/referrals';
import { buildInvoiceClients, buildInvoices } from './data/invoices';
import { buildUsers } from './data/users';
import { buildEmails } from './data/emails';
import { CHAT_PROFILE_USER, buildChatContacts, buildChats } from './data/chats';
import { buildCourseDetails, buildCourses } from './data/courses';
import { buildCalendarEvents } from './data/calendarEvents';
import { buildVehicles } from './data/vehicles';
import { buildPermissions } from './data/permissions';
import { buildAnalyticsProjects } from './data/analyticsProjects';
import { buildSalesOrders } from './data/salesOrders';
import { buildNotifications } from './data/notifications';
import { buildEcommerceSettings } from './data/ecommerceSettings';
import { buildCrm } from './data/crm';
import { buildShipments } from './data/logisticsShipments';

function initialData() {
  return {
    credentials: buildCredentials(),
    roles: buildRoles(),
    products: buildProducts(),
    customers: buildCustomers(),
    orders: buildOrders(buildCustomers()),
    reviews: buildReviews(buildProducts()),
    referrals: buildReferrals(),
    ecommerceSettings: buildEcommerceSettings(),
    invoices: buildInvoices(),
    invoiceClients: buildInvoiceClients(),
    users: buildUsers(),
    emails: buildEmails(),
    chatProfileUser: { ...CHAT_PROFILE_USER, settings: { ...CHAT_PROFILE_USER.settings } },
    chatContacts: buildChatContacts(),
    chats: buildChats(),
    courses: buildCourses(),
    courseDetails: buildCourseDetails(),
    calendarEvents: buildCalendarEvents(),
    vehicles: buildVehicles(),
    shipments: buildShipments(buildVehicles().length),
    permissions: buildPermissions(),
    analyticsProjects: buildAnalyticsProjects(),
    salesOrders: buildSalesOrders(),
    notifications: buildNotifications(),
    crm: buildCrm(),
    // Saves of screens that had none: by account id, by customerId, by order id; added categories.
    accountSettings: {} as Record<string, AccountSettings>,
    customerPreferences: {} as Record<string, CustomerPreferences>,
    orderAddresses: {} as Record<string, Partial<Record<AddressKind, Address>>>,
    categories: [] as CustomCategory[],
  };
}

/**
 * The in-memory data every handler reads and changes; lives as long as the server, or in the browser
 * is kept in local storage (lib/persistedDb).
 */
export const db = initialData();

/** Restores the initial sample data (tests call it before each case). */
export function resetMockDb(): void {
  Object.assign(db, initialData());
}
