import { http, HttpResponse } from 'msw';
import type { StoreProfile } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';

/** What every screen needs of the store's settings (see `StoreProfile`), from the stored settings. */
export function storeProfile(): StoreProfile {
  const { store, shipping, checkout } = db.ecommerceSettings;
  return {
    name: store.name,
    currency: store.currency,
    orderIdPrefix: store.orderIdPrefix,
    orderIdSuffix: store.orderIdSuffix,
    taxRate: store.taxRate,
    shippingZones: shipping.zones,
    checkout,
  };
}

/**
 * GET /api/apps/ecommerce/store (addition) — the store as every screen uses it: currency, order
 * numbers, tax rate, shipping zones and checkout fields. Any signed-in user (the invoice editor and the
 * dashboards show amounts in the store's currency without the right to read its settings).
 */
export const getStoreProfile = http.get(
  api('/api/apps/ecommerce/store'),
  authorized('signed-in', () => HttpResponse.json<StoreProfile>(storeProfile())),
);
