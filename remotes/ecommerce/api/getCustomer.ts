import { http, HttpResponse } from 'msw';
import type { CustomerDetail } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { customerDetail } from './data/customers';
import { api, idParam, malformedId } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';

/**
 * GET /api/apps/ecommerce/customers/{customerId} — looked up by the 6-digit customerId; the
 * customer plus status and contact, or 404 with an empty body.
 */
export const getCustomer = http.get(
  api('/api/apps/ecommerce/customers/:id'),
  authorized({ action: 'read', subject: 'Customer' }, ({ params }) => {
    const customerId = idParam(params.id);
    if (customerId === undefined) return malformedId();
    const customer = db.customers.find((c) => c.customerId === customerId);
    if (!customer) return new HttpResponse(null, { status: 404 });
    return HttpResponse.json<CustomerDetail>(customerDetail(customer));
  }),
);
