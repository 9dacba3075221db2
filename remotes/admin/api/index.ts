import type { ApiModule } from '@atrium/mocks/apiModule';
import { getAccountSettings } from './account/getAccountSettings';
import { saveAccountSettings } from './account/saveAccountSettings';
import { addPaymentCard } from './account/addPaymentCard';
import { deletePaymentCard } from './account/deletePaymentCard';
import { changePassword } from './account/changePassword';
import { deactivateAccount } from './account/deactivateAccount';
import { listSessions } from './account/listSessions';
import { endSession } from './account/endSession';
import { removeAccountPicture, setAccountPicture } from './account/setAccountPicture';
import { listUsers, USER_LIST } from './users/listUsers';
import { getUser } from './users/getUser';
import { deleteUser } from './users/deleteUser';
import { getUserStats, userStatsTally } from './users/getUserStats';
import { createUser } from './users/createUser';
import { updateUser } from './users/updateUser';
import { patchUser } from './users/patchUser';
import { setUserPassword } from './users/setUserPassword';
import { getUserSettings } from './users/getUserSettings';
import { saveUserSettings } from './users/saveUserSettings';
import { addUserPaymentCard } from './users/addUserPaymentCard';
import { deleteUserPaymentCard } from './users/deleteUserPaymentCard';
import { getUserActivity } from './users/getUserActivity';
import { listEvents } from './calendar/listEvents';
import { createEvent } from './calendar/createEvent';
import { updateEvent } from './calendar/updateEvent';
import { deleteEvent } from './calendar/deleteEvent';
import { listVehicles, VEHICLE_LIST } from './logistics/listVehicles';
import { logisticsDashboardHandlers } from './logistics/logisticsDashboard';
import { listPermissions } from './permissions/listPermissions';
import { createPermission } from './permissions/createPermission';
import { updatePermission } from './permissions/updatePermission';
import { deletePermission } from './permissions/deletePermission';
import { listRoles } from './roles/listRoles';
import { getRole } from './roles/getRole';
import { createRole } from './roles/createRole';
import { updateRole } from './roles/updateRole';
import { deleteRole } from './roles/deleteRole';
import { ANALYTICS_PROJECT_LIST, listAnalyticsProjects } from './dashboard/listAnalyticsProjects';
import { analyticsDashboardHandlers } from './dashboard/analyticsDashboard';
import { analyticsTallies } from './dashboard/analyticsAggregates';
import { logisticsTallies } from './logistics/logisticsAggregates';
import { crmHandlers } from './crm';
import { crmTallies } from './crm/crmTallies';
import { getDatatable } from './pages/getDatatable';
import { getFaq } from './pages/getFaq';
import { AUDIT_LIST, listAuditLog } from './audit/listAuditLog';
import { getProfileHeader, getProfileTab } from './pages/getProfile';
import { createProperty } from './wizards/createProperty';
import { createDeal } from './wizards/createDeal';
import { createCheckoutOrder } from './wizards/createCheckoutOrder';

/**
 * The admin area's API: users, roles and permissions, the audit log, the signed-in user's account, calendar,
 * logistics, the analytics and CRM dashboards, and the pages and wizards of the showcase.
 */
export const api: ApiModule = {
  area: 'admin',
  prefixes: [
    '/api/account',
    '/api/apps/users',
    '/api/apps/audit',
    '/api/apps/roles',
    '/api/apps/permissions',
    '/api/apps/calendar',
    '/api/apps/logistics',
    '/api/dashboard/analytics',
    '/api/dashboard/crm',
    '/api/dashboard/logistics',
    '/api/pages/datatable',
    '/api/pages/faq',
    '/api/pages/profile',
    '/api/wizards',
  ],
  lists: [USER_LIST, AUDIT_LIST, VEHICLE_LIST, ANALYTICS_PROJECT_LIST],
  // A period's logistics are read on its last day (as they would be today, for a period ending today).
  tallies: (range) => [
    userStatsTally(),
    ...analyticsTallies(range),
    ...logisticsTallies(range, range.to),
    ...crmTallies(range),
  ],
  handlers: [
    listAuditLog,
    getAccountSettings,
    saveAccountSettings,
    addPaymentCard,
    deletePaymentCard,
    changePassword,
    deactivateAccount,
    setAccountPicture,
    removeAccountPicture,
    listSessions,
    endSession,
    listUsers,
    // Before getUser: "stats" is not an id.
    getUserStats,
    getUser,
    deleteUser,
    createUser,
    updateUser,
    patchUser,
    setUserPassword,
    getUserSettings,
    saveUserSettings,
    addUserPaymentCard,
    deleteUserPaymentCard,
    getUserActivity,
    listEvents,
    createEvent,
    updateEvent,
    deleteEvent,
    listVehicles,
    ...logisticsDashboardHandlers,
    listPermissions,
    createPermission,
    updatePermission,
    deletePermission,
    listRoles,
    getRole,
    createRole,
    updateRole,
    deleteRole,
    listAnalyticsProjects,
    ...analyticsDashboardHandlers,
    ...crmHandlers,
    getDatatable,
    getFaq,
    getProfileTab,
    getProfileHeader,
    createProperty,
    createDeal,
    createCheckoutOrder,
  ],
};
