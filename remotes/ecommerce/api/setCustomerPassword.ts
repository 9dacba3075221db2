import { http, HttpResponse } from 'msw';
import { customerPasswordSchema } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api, idParam, jsonError, malformedId, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';

/**
 * POST /api/apps/ecommerce/customers/{customerId}/password (addition) — `{ password }`: sets the
 * customer's password (the mock keeps no customer passwords: it is checked, then dropped). 204; 400
 * field errors, 404 unknown customer.
 */
export const setCustomerPassword = http.post(
  api('/api/apps/ecommerce/customers/:id/password'),
  authorized({ action: 'update', subject: 'Customer' }, async ({ params, request }) => {
    const customerId = idParam(params.id);
    if (customerId === undefined) return malformedId();
    if (!db.customers.some((c) => c.customerId === customerId))
      return jsonError(404, 'No customer with this id');
    const body = await parseBody(request, customerPasswordSchema);
    if ('error' in body) return body.error;
    return new HttpResponse(null, { status: 204 });
  }),
);
