import { http, HttpResponse } from 'msw';
import type { EcommerceSettings } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';

/** GET /api/apps/ecommerce/settings (addition) — every settings section of the store. */
export const getSettings = http.get(
  api('/api/apps/ecommerce/settings'),
  authorized({ action: 'read', subject: 'EcommerceSettings' }, () =>
    HttpResponse.json<EcommerceSettings>(db.ecommerceSettings),
  ),
);
