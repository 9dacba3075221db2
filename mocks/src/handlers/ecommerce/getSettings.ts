import { http, HttpResponse } from 'msw';
import type { EcommerceSettings } from '@atrium/contracts';
import { db } from '../../db';
import { api } from '../../lib/responses';
import { authorized } from '../../lib/authorize';

/** GET /api/apps/ecommerce/settings (addition) — every settings section of the store. */
export const getSettings = http.get(
  api('/api/apps/ecommerce/settings'),
  authorized({ action: 'read', subject: 'EcommerceSettings' }, () =>
    HttpResponse.json<EcommerceSettings>(db.ecommerceSettings),
  ),
);
