import { http, HttpResponse } from 'msw';
import { customerPreferencesSchema, type CustomerPreferences } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api, idParam, jsonError, malformedId, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { customerPreferencesOf } from './getCustomerPreferences';

/**
 * PUT /api/apps/ecommerce/customers/{customerId}/preferences (addition) — `{ notifications?, twoStep? }`
 * merged into the customer's preferences; 200 with them. 400 field errors, 404 unknown customer.
 */
export const saveCustomerPreferences = http.put(
  api('/api/apps/ecommerce/customers/:id/preferences'),
  authorized({ action: 'update', subject: 'Customer' }, async ({ params, request }) => {
    const customerId = idParam(params.id);
    if (customerId === undefined) return malformedId();
    if (!db.customers.some((c) => c.customerId === customerId))
      return jsonError(404, 'No customer with this id');
    const body = await parseBody(request, customerPreferencesSchema);
    if ('error' in body) return body.error;
    const current = customerPreferencesOf(customerId);
    const next: CustomerPreferences = {
      notifications: body.data.notifications ?? current.notifications,
      twoStep: body.data.twoStep ?? current.twoStep,
    };
    db.customerPreferences[String(customerId)] = next;
    return HttpResponse.json<CustomerPreferences>(next);
  }),
);
