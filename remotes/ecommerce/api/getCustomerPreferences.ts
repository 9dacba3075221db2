import { http, HttpResponse } from 'msw';
import type { CustomerPreferences } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { defaultCustomerPreferences } from './data/customerPreferences';
import { api, idParam, jsonError, malformedId } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';

/** The customer's saved preferences, or their defaults. */
export function customerPreferencesOf(customerId: number): CustomerPreferences {
  return db.customerPreferences[String(customerId)] ?? defaultCustomerPreferences();
}

/**
 * GET /api/apps/ecommerce/customers/{customerId}/preferences (addition) — the customer's notification
 * channels and two-step verification; 404 for an unknown customer.
 */
export const getCustomerPreferences = http.get(
  api('/api/apps/ecommerce/customers/:id/preferences'),
  authorized({ action: 'read', subject: 'Customer' }, ({ params }) => {
    const customerId = idParam(params.id);
    if (customerId === undefined) return malformedId();
    if (!db.customers.some((c) => c.customerId === customerId))
      return jsonError(404, 'No customer with this id');
    return HttpResponse.json<CustomerPreferences>(customerPreferencesOf(customerId));
  }),
);
