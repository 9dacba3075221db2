import { defineArea, lazyPrefetch } from '@atrium/platform';

const LIST = '/apps/ecommerce/product/list';

export default defineArea({
  name: 'ecommerce',
  subjects: ['Product', 'Order', 'Customer', 'Review', 'Referral', 'EcommerceSettings'],
  routes: [
    {
      path: LIST,
      load: () => import(/* webpackChunkName: "product-list-page" */ './features/products/ProductListPage'),
      meta: { action: 'read', subject: 'Product', title: 'products.title' },
    },
    {
      path: '/apps/ecommerce/product/add',
      load: () => import(/* webpackChunkName: "add-product-page" */ './features/products/AddProductPage'),
      meta: { action: 'create', subject: 'Product', title: 'addProduct.title' },
    },
    {
      path: '/apps/ecommerce/product/edit/:id',
      load: () => import(/* webpackChunkName: "edit-product-page" */ './features/products/EditProductPage'),
      meta: { action: 'update', subject: 'Product', title: 'editProduct.title', navActiveLink: LIST },
    },
    {
      path: '/apps/ecommerce/product/category-list',
      load: () =>
        import(/* webpackChunkName: "category-list-page" */ './features/categories/CategoryListPage'),
      meta: { action: 'read', subject: 'Product', title: 'categories.title' },
    },
    {
      path: '/apps/ecommerce/order/list',
      load: () => import(/* webpackChunkName: "order-list-page" */ './features/orders/OrderListPage'),
      meta: { action: 'read', subject: 'Order', title: 'orders.title' },
    },
    {
      path: '/apps/ecommerce/order/add',
      load: () => import(/* webpackChunkName: "new-order-page" */ './features/orders/NewOrderPage'),
      meta: {
        action: 'create',
        subject: 'Order',
        title: 'orders.new.title',
        navActiveLink: '/apps/ecommerce/order/list',
      },
    },
    {
      path: '/apps/ecommerce/order/details/:id',
      load: () => import(/* webpackChunkName: "order-details-page" */ './features/orders/OrderDetailsPage'),
      meta: {
        action: 'read',
        subject: 'Order',
        title: 'nav.orderDetails',
        navActiveLink: '/apps/ecommerce/order/list',
      },
    },
    {
      path: '/apps/ecommerce/customer/list',
      load: () =>
        import(/* webpackChunkName: "customer-list-page" */ './features/customers/CustomerListPage'),
      meta: { action: 'read', subject: 'Customer', title: 'customers.title' },
    },
    {
      path: '/apps/ecommerce/customer/details/:id',
      load: () =>
        import(/* webpackChunkName: "customer-details-page" */ './features/customers/CustomerDetailsPage'),
      meta: {
        action: 'read',
        subject: 'Customer',
        title: 'nav.customerDetails',
        navActiveLink: '/apps/ecommerce/customer/list',
      },
    },
    {
      path: '/apps/ecommerce/manage-review',
      load: () =>
        import(/* webpackChunkName: "manage-reviews-page" */ './features/reviews/ManageReviewsPage'),
      meta: { action: 'read', subject: 'Review', title: 'reviews.title' },
    },
    {
      path: '/apps/ecommerce/referrals',
      load: () => import(/* webpackChunkName: "referrals-page" */ './features/referrals/ReferralsPage'),
      meta: { action: 'read', subject: 'Referral', title: 'referrals.title' },
    },
    {
      path: '/apps/ecommerce/settings',
      load: () =>
        import(/* webpackChunkName: "ecommerce-settings-page" */ './features/settings/SettingsPage'),
      meta: { action: 'update', subject: 'EcommerceSettings', title: 'settings.title' },
    },
    {
      path: '/apps/ecommerce/dashboard',
      load: () =>
        import(
          /* webpackChunkName: "ecommerce-dashboard-page" */ './features/dashboard/EcommerceDashboardPage'
        ),
      prefetch: lazyPrefetch(() =>
        import(
          /* webpackChunkName: "ecommerce-dashboard-prefetch" */ './features/dashboard/api/prefetchEcommerceDashboard'
        ).then((m) => m.prefetchEcommerceDashboard),
      ),
      meta: { action: 'read', subject: 'Order', title: 'dashboard.title' },
    },
    {
      path: '/dashboards/ecommerce',
      load: () =>
        import(
          /* webpackChunkName: "ecommerce-dashboard-page" */ './features/dashboard/EcommerceDashboardPage'
        ),
      prefetch: lazyPrefetch(() =>
        import(
          /* webpackChunkName: "ecommerce-dashboard-prefetch" */ './features/dashboard/api/prefetchEcommerceDashboard'
        ).then((m) => m.prefetchEcommerceDashboard),
      ),
      meta: { action: 'read', subject: 'Order', title: 'dashboard.title' },
    },
  ],
  navigation: [
    {
      section: 'dashboards',
      order: 30,
      title: 'nav.dashboard',
      icon: 'shopping-cart',
      to: '/dashboards/ecommerce',
      action: 'read',
      subject: 'Order',
    },
    {
      section: 'appsPages',
      order: 10,
      title: 'nav.ecommerce',
      icon: 'shopping-cart',
      children: [
        { title: 'nav.products', to: LIST, action: 'read', subject: 'Product' },
        { title: 'nav.addProduct', to: '/apps/ecommerce/product/add', action: 'create', subject: 'Product' },
        {
          title: 'nav.categoryList',
          to: '/apps/ecommerce/product/category-list',
          action: 'read',
          subject: 'Product',
        },
        { title: 'nav.orders', to: '/apps/ecommerce/order/list', action: 'read', subject: 'Order' },
        { title: 'nav.customers', to: '/apps/ecommerce/customer/list', action: 'read', subject: 'Customer' },
        { title: 'nav.reviews', to: '/apps/ecommerce/manage-review', action: 'read', subject: 'Review' },
        { title: 'nav.referrals', to: '/apps/ecommerce/referrals', action: 'read', subject: 'Referral' },
        {
          title: 'nav.settings',
          to: '/apps/ecommerce/settings',
          action: 'update',
          subject: 'EcommerceSettings',
        },
      ],
    },
  ],
  shortcuts: [{ title: 'nav.products', icon: 'shopping-cart', to: LIST, action: 'read', subject: 'Product' }],
  searchEntries: [
    {
      group: 'popular',
      title: 'nav.products',
      icon: 'shopping-cart',
      to: LIST,
      action: 'read',
      subject: 'Product',
    },
  ],
  // Each language in a chunk of its own, fetched when the page is shown in it.
  translations: {
    en: () => import(/* webpackChunkName: "i18n-en" */ './i18n/en.json'),
    fr: () => import(/* webpackChunkName: "i18n-fr" */ './i18n/fr.json'),
    ar: () => import(/* webpackChunkName: "i18n-ar" */ './i18n/ar.json'),
  },
});
