import { defineArea } from '@atrium/platform';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import ar from './i18n/ar.json';

const LIST = '/apps/ecommerce/product/list';

export default defineArea({
  name: 'ecommerce',
  release: __ATRIUM_RELEASE__,
  routes: [
    {
      path: LIST,
      load: () => import(/* webpackChunkName: "product-list-page" */ './features/products/ProductListPage'),
      meta: { action: 'read', subject: 'Product', title: 'products.title' },
    },
    {
      path: '/apps/ecommerce/order/list',
      load: () => import(/* webpackChunkName: "order-list-page" */ './features/orders/OrderListPage'),
      meta: { action: 'read', subject: 'Order', title: 'orders.title' },
    },
    {
      path: '/apps/ecommerce/order/details/:id',
      load: () => import(/* webpackChunkName: "order-details-page" */ './features/orders/OrderDetailsPage'),
      meta: { action: 'read', subject: 'Order', title: 'nav.orderDetails', navActiveLink: '/apps/ecommerce/order/list' },
    },
    {
      path: '/apps/ecommerce/customer/list',
      load: () => import(/* webpackChunkName: "customer-list-page" */ './features/customers/CustomerListPage'),
      meta: { action: 'read', subject: 'Customer', title: 'customers.title' },
    },
    {
      path: '/apps/ecommerce/customer/details/:id',
      load: () => import(/* webpackChunkName: "customer-details-page" */ './features/customers/CustomerDetailsPage'),
      meta: { action: 'read', subject: 'Customer', title: 'nav.customerDetails', navActiveLink: '/apps/ecommerce/customer/list' },
    },
  ],
  navigation: [
    {
      section: 'appsPages',
      order: 10,
      title: 'nav.ecommerce',
      icon: 'shopping-cart',
      children: [
        { title: 'nav.products', to: LIST, action: 'read', subject: 'Product' },
        { title: 'nav.orders', to: '/apps/ecommerce/order/list', action: 'read', subject: 'Order' },
        { title: 'nav.customers', to: '/apps/ecommerce/customer/list', action: 'read', subject: 'Customer' },
      ],
    },
  ],
  translations: { en, fr, ar },
});
