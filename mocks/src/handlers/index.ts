import type { RequestHandler } from 'msw';
import { login } from './auth/login';
import { getSession } from './auth/getSession';
import { register, verifyEmail } from './auth/register';
import { forgotPassword, resetPassword } from './auth/passwordReset';
import { sendTwoStepsCode, verifyTwoSteps } from './auth/twoSteps';
import { resendVerifyEmail } from './auth/verifyEmailResend';
import { listOutbox } from './dev/outbox';
import { listProducts } from './ecommerce/listProducts';
import { deleteProduct } from './ecommerce/deleteProduct';
import { createProduct } from './ecommerce/createProduct';
import { listOrders } from './ecommerce/listOrders';
import { getOrder } from './ecommerce/getOrder';
import { deleteOrder } from './ecommerce/deleteOrder';
import { listCustomers } from './ecommerce/listCustomers';
import { getCustomer } from './ecommerce/getCustomer';
import { createCustomer } from './ecommerce/createCustomer';
import { listReviews } from './ecommerce/listReviews';
import { deleteReview } from './ecommerce/deleteReview';
import { updateReviewStatus } from './ecommerce/updateReviewStatus';
import { listReferrals } from './ecommerce/listReferrals';
import { getSettings } from './ecommerce/getSettings';
import { saveSettings } from './ecommerce/saveSettings';
import { getCustomerPreferences } from './ecommerce/getCustomerPreferences';
import { saveCustomerPreferences } from './ecommerce/saveCustomerPreferences';
import { setCustomerPassword } from './ecommerce/setCustomerPassword';
import { saveOrderAddress } from './ecommerce/saveOrderAddress';
import { listCategories } from './ecommerce/listCategories';
import { createCategory } from './ecommerce/createCategory';
import { getAccountSettings } from './account/getAccountSettings';
import { saveAccountSettings } from './account/saveAccountSettings';
import { addPaymentCard } from './account/addPaymentCard';
import { deletePaymentCard } from './account/deletePaymentCard';
import { changePassword } from './account/changePassword';
import { listInvoices } from './invoice/listInvoices';
import { listInvoiceClients } from './invoice/listInvoiceClients';
import { getInvoice } from './invoice/getInvoice';
import { deleteInvoice } from './invoice/deleteInvoice';
import { createInvoice } from './invoice/createInvoice';
import { updateInvoice } from './invoice/updateInvoice';
import { getInvoiceStats } from './invoice/getInvoiceStats';
import { getNextInvoiceId } from './invoice/getNextInvoiceId';
import { createInvoiceClient } from './invoice/createInvoiceClient';
import { addInvoicePayment } from './invoice/addInvoicePayment';
import { duplicateInvoice } from './invoice/duplicateInvoice';
import { markInvoicesSent } from './invoice/markInvoicesSent';
import { listUsers } from './users/listUsers';
import { getUser } from './users/getUser';
import { deleteUser } from './users/deleteUser';
import { getUserStats } from './users/getUserStats';
import { createUser } from './users/createUser';
import { updateUser } from './users/updateUser';
import { patchUser } from './users/patchUser';
import { setUserPassword } from './users/setUserPassword';
import { getUserSettings } from './users/getUserSettings';
import { saveUserSettings } from './users/saveUserSettings';
import { addUserPaymentCard } from './users/addUserPaymentCard';
import { deleteUserPaymentCard } from './users/deleteUserPaymentCard';
import { getUserActivity } from './users/getUserActivity';
import { listEmails } from './email/listEmails';
import { updateEmails } from './email/updateEmails';
import { listEmailContacts } from './email/listEmailContacts';
import { discardDraft, sendEmail } from './email/sendEmail';
import { listChatsAndContacts } from './chat/listChatsAndContacts';
import { getChat } from './chat/getChat';
import { sendMessage } from './chat/sendMessage';
import { startChat } from './chat/startChat';
import { updateChatProfile } from './chat/updateChatProfile';
import { getUnreadCount } from './chat/getUnreadCount';
import { listCourses } from './academy/listCourses';
import { getCourseDetails } from './academy/getCourseDetails';
import { updateLessonProgress } from './academy/updateLessonProgress';
import { academyDashboardHandlers } from './academy/academyDashboard';
import { listEvents } from './calendar/listEvents';
import { createEvent } from './calendar/createEvent';
import { updateEvent } from './calendar/updateEvent';
import { deleteEvent } from './calendar/deleteEvent';
import { searchApp } from './search/searchApp';
import { listVehicles } from './logistics/listVehicles';
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
import { listAnalyticsProjects } from './dashboard/listAnalyticsProjects';
import { analyticsDashboardHandlers } from './dashboard/analyticsDashboard';
import { crmHandlers } from './crm';
import { ecommerceDashboardHandlers } from './ecommerce/dashboardHandlers';
import { getDatatable } from './pages/getDatatable';
import { getFaq } from './pages/getFaq';
import { getHelpCenter, getHelpCenterArticle } from './pages/getHelpCenter';
import { getProfileHeader, getProfileTab } from './pages/getProfile';
import { sendContactMessage } from './front/sendContactMessage';
import { getPricingPlans } from './front/getPricingPlans';
import { createPayment } from './front/createPayment';
import { placeOrder } from './front/placeOrder';
import { createProperty } from './wizards/createProperty';
import { createDeal } from './wizards/createDeal';
import { createCheckoutOrder } from './wizards/createCheckoutOrder';
import {
  deleteNotification,
  listNotifications,
  patchNotification,
  readAllNotifications,
} from './notifications/notifications';

/** Every handler of the mock API. */
export const handlers: RequestHandler[] = [
  sendEmail,
  discardDraft,
  login,
  getSession,
  register,
  forgotPassword,
  resetPassword,
  sendTwoStepsCode,
  verifyTwoSteps,
  resendVerifyEmail,
  verifyEmail,
  listOutbox,
  listProducts,
  deleteProduct,
  createProduct,
  listOrders,
  getOrder,
  deleteOrder,
  listCustomers,
  getCustomer,
  createCustomer,
  listReviews,
  deleteReview,
  updateReviewStatus,
  listReferrals,
  getSettings,
  saveSettings,
  getCustomerPreferences,
  saveCustomerPreferences,
  setCustomerPassword,
  saveOrderAddress,
  listCategories,
  createCategory,
  getAccountSettings,
  saveAccountSettings,
  addPaymentCard,
  deletePaymentCard,
  changePassword,
  listInvoices,
  // Before getInvoice: "clients", "stats" and "next-id" are not ids.
  listInvoiceClients,
  getInvoiceStats,
  getNextInvoiceId,
  getInvoice,
  deleteInvoice,
  createInvoice,
  createInvoiceClient,
  markInvoicesSent,
  updateInvoice,
  addInvoicePayment,
  duplicateInvoice,
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
  listEmails,
  updateEmails,
  listEmailContacts,
  listChatsAndContacts,
  getChat,
  sendMessage,
  startChat,
  updateChatProfile,
  getUnreadCount,
  listCourses,
  getCourseDetails,
  updateLessonProgress,
  ...academyDashboardHandlers,
  listEvents,
  createEvent,
  updateEvent,
  deleteEvent,
  searchApp,
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
  ...ecommerceDashboardHandlers,
  getDatatable,
  getFaq,
  getHelpCenter,
  getHelpCenterArticle,
  getProfileTab,
  getProfileHeader,
  listNotifications,
  readAllNotifications,
  patchNotification,
  deleteNotification,
  sendContactMessage,
  getPricingPlans,
  createPayment,
  placeOrder,
  createProperty,
  createDeal,
  createCheckoutOrder,
];
