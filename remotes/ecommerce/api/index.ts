import type { ApiModule } from '@atrium/mocks/apiModule';
import { listProducts, PRODUCT_LIST } from './listProducts';
import { deleteProduct } from './deleteProduct';
import { createProduct } from './createProduct';
import { uploadProductImage } from './uploadProductImage';
import { getProduct } from './getProduct';
import { updateProduct } from './updateProduct';
import { patchProduct } from './patchProduct';
import { setProductsStatus } from './setProductsStatus';
import { listOrders, ORDER_LIST } from './listOrders';
import { getOrder } from './getOrder';
import { deleteOrder } from './deleteOrder';
import { transitionOrder } from './transitionOrder';
import { createOrder } from './createOrder';
import { getStoreProfile } from './getStoreProfile';
import { CUSTOMER_LIST, listCustomers } from './listCustomers';
import { getCustomer } from './getCustomer';
import { createCustomer } from './createCustomer';
import { listReviews, REVIEW_LIST } from './listReviews';
import { deleteReview } from './deleteReview';
import { updateReviewStatus } from './updateReviewStatus';
import { listReferrals, REFERRAL_LIST } from './listReferrals';
import { listReferralInvites } from './listReferralInvites';
import { sendReferralInvite } from './sendReferralInvite';
import { dropInvitesOf } from './referralInvites';
import { getSettings } from './getSettings';
import { saveSettings } from './saveSettings';
import { getCustomerPreferences } from './getCustomerPreferences';
import { saveCustomerPreferences } from './saveCustomerPreferences';
import { setCustomerPassword } from './setCustomerPassword';
import { saveOrderAddress } from './saveOrderAddress';
import { listCategories } from './listCategories';
import { createCategory } from './createCategory';
import { updateCategory } from './updateCategory';
import { deleteCategory } from './deleteCategory';
import { ecommerceDashboardHandlers } from './dashboardHandlers';
import { summaryTallies } from './getDashboardSummary';
import { statusesTally } from './getDashboardStatuses';
import { salesTally } from './getDashboardSales';
import { countriesTally } from './getDashboardCountries';
import { bestSellersTally } from './getDashboardProducts';

/** The e-commerce area's API: the back office's products, orders, customers, reviews, settings, and its dashboard. */
export const api: ApiModule = {
  area: 'ecommerce',
  prefixes: ['/api/apps/ecommerce', '/api/dashboard/ecommerce'],
  lists: [PRODUCT_LIST, ORDER_LIST, CUSTOMER_LIST, REVIEW_LIST, REFERRAL_LIST],
  tallies: (range) => [
    ...summaryTallies(range),
    statusesTally(range),
    salesTally(range),
    countriesTally(range),
    bestSellersTally(range),
  ],
  forgetUser: dropInvitesOf,
  handlers: [
    listProducts,
    deleteProduct,
    createProduct,
    uploadProductImage,
    getProduct,
    updateProduct,
    patchProduct,
    setProductsStatus,
    listOrders,
    getOrder,
    deleteOrder,
    transitionOrder,
    createOrder,
    listCustomers,
    getCustomer,
    createCustomer,
    listReviews,
    deleteReview,
    updateReviewStatus,
    listReferralInvites,
    sendReferralInvite,
    listReferrals,
    getSettings,
    getStoreProfile,
    saveSettings,
    getCustomerPreferences,
    saveCustomerPreferences,
    setCustomerPassword,
    saveOrderAddress,
    listCategories,
    createCategory,
    updateCategory,
    deleteCategory,
    ...ecommerceDashboardHandlers,
  ],
};
