import { http, HttpResponse } from 'msw';
import { paymentCardCreateSchema, type AccountSettings } from '@atrium/contracts';
import { api, jsonError, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { addCard } from '../account/settingsRecord';
import { userActedOn } from './userRecords';

/**
 * POST /api/apps/users/{id}/settings/cards (addition) — adds a payment card to the user, as
 * POST /api/account/settings/cards does for oneself (only the last four digits are kept); 201 with all
 * the settings. 404 "User not found", 400 field errors, 403 when the user may do more than the caller.
 */
export const addUserPaymentCard = http.post(
  api('/api/apps/users/:id/settings/cards'),
  authorized({ action: 'update', subject: 'User' }, async ({ params, request, account }) => {
    const target = userActedOn(params.id, account);
    if ('error' in target) return target.error;
    const { user } = target;
    const body = await parseBody(request, paymentCardCreateSchema);
    if ('error' in body) return body.error;
    const settings = addCard(user, body.data);
    if (!settings) return jsonError(400, 'Too many cards');
    return HttpResponse.json<AccountSettings>(settings, { status: 201 });
  }),
);
