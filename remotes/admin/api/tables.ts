import type { CheckoutOrder, Deal, PropertyListing, StoredWizardSubmission } from '@atrium/contracts';
import { areaTables, list, record } from '@atrium/mocks/collections';
import { buildCalendarEvents } from './data/calendarEvents';
import { buildVehicles } from './data/vehicles';
import { buildShipments } from './data/logisticsShipments';
import { buildAnalyticsProjects } from './data/analyticsProjects';
import { buildSalesOrders } from './data/salesOrders';
import { buildCrm } from './data/crm';
import { buildUserWork } from './data/userWork';

/**
 * The admin area's collections: the calendar, logistics, the dashboards' own data (analytics projects,
 * sales orders, the CRM), each user's projects (the user view) and the wizard examples' submissions (none
 * at first).
 */
export const tables = areaTables({
  area: 'admin',
  collections: {
    calendarEvents: list(buildCalendarEvents),
    vehicles: list(buildVehicles),
    shipments: list(() => buildShipments(buildVehicles().length)),
    analyticsProjects: list(buildAnalyticsProjects),
    salesOrders: list(buildSalesOrders),
    crm: record(buildCrm),
    userWork: record(buildUserWork),
    wizardProperties: list((): StoredWizardSubmission<PropertyListing>[] => []),
    wizardDeals: list((): StoredWizardSubmission<Deal>[] => []),
    wizardCheckoutOrders: list((): StoredWizardSubmission<CheckoutOrder>[] => []),
  },
});
