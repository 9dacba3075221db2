import { http, HttpResponse } from 'msw';
import type { EcommerceSettings } from '@atrium/contracts';
import { db } from '../../db';
import { api } from '../../lib/responses';

/** GET /api/apps/ecommerce/settings (addition) — every settings section of the store. */
export const getSettings = http.get(api('/api/apps/ecommerce/settings'), () =>
  HttpResponse.json<EcommerceSettings>(db.ecommerceSettings),
);
