import { defineArea } from '@atrium/platform';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import ar from './i18n/ar.json';

export default defineArea({
  name: 'ecommerce',
  release: __ATRIUM_RELEASE__,
  routes: [
    {
      path: '/apps/ecommerce/product/list',
      load: () => import(/* webpackChunkName: "product-list-page" */ './features/products/ProductListPage'),
      meta: { action: 'read', subject: 'Product', title: 'products.title' },
    },
  ],
  navigation: [
    {
      section: 'appsPages',
      order: 10,
      title: 'nav.ecommerce',
      icon: 'shopping-cart',
      children: [{ title: 'nav.products', to: '/apps/ecommerce/product/list', action: 'read', subject: 'Product' }],
    },
  ],
  translations: { en, fr, ar },
});
