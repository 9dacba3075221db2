import { http, HttpResponse } from 'msw';
import type { CustomerDetail } from '@atrium/contracts';
import { db } from '../../db';
import { customerDetail } from '../../data/customers';
import { api, idParam } from '../../lib/responses';

/**
 * GET /api/apps/ecommerce/customers/{customerId} — looked up by the 6-digit customerId; the
 * customer plus status and contact, or 404 with an empty body (spec 001 §8).
 */
export const getCustomer = http.get(api('/api/apps/ecommerce/customers/:id'), ({ params }) => {
  const customerId = idParam(params.id);
  const customer = db.customers.find((c) => c.customerId === customerId);
  if (!customer) return new HttpResponse(null, { status: 404 });
  return HttpResponse.json<CustomerDetail>(customerDetail(customer));
});
