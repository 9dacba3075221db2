import { http, HttpResponse } from 'msw';
import { customerPreferencesSchema, revisionOf, type CustomerPreferences } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api, idParam, jsonError, malformedId, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { staleEdit } from '@atrium/mocks/lib/revisions';
import { customerPreferencesOf } from './getCustomerPreferences';

/**
 * PUT /api/apps/ecommerce/customers/{customerId}/preferences (addition) — `{ notifications?, twoStep? }`
 * merged into the customer's preferences; 200 with them. 400 field errors, 404 unknown customer. With
 * `If-Match` (revisionOf the notifications as the form opened them), a save of the notifications
 * someone changed since is a 412 `{ message, current: { notifications } }` (the two-step switch sets a
 * value and is not checked).
 */
export const saveCustomerPreferences = http.put(
  api('/api/apps/ecommerce/customers/:id/preferences'),
  authorized({ action: 'update', subject: 'Customer' }, async ({ params, request, account }) => {
    const customerId = idParam(params.id);
    if (customerId === undefined) return malformedId();
    if (!db.customers.some((c) => c.customerId === customerId))
      return jsonError(404, 'No customer with this id');
    const body = await parseBody(request, customerPreferencesSchema);
    if ('error' in body) return body.error;
    const current = customerPreferencesOf(customerId);
    if (body.data.notifications) {
      const { notifications } = current;
      const stale = staleEdit(request, account, 'Customer', revisionOf(notifications), { notifications });
      if (stale) return stale;
    }
    const next: CustomerPreferences = {
      notifications: body.data.notifications ?? current.notifications,
      twoStep: body.data.twoStep ?? current.twoStep,
    };
    db.customerPreferences[String(customerId)] = next;
    return HttpResponse.json<CustomerPreferences>(next);
  }),
);
