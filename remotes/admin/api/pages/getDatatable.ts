import { http, HttpResponse } from 'msw';
import type { DatatableResponse } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';

/** GET /api/pages/datatable — the list of sales orders (the table pages and sorts it on the client). */
export const getDatatable = http.get(
  api('/api/pages/datatable'),
  authorized({ action: 'read', subject: 'Datatable' }, () =>
    HttpResponse.json<DatatableResponse>(db.salesOrders),
  ),
);
