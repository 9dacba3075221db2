import { http, HttpResponse } from 'msw';
import { paymentCardCreateSchema, type AccountSettings } from '@atrium/contracts';
import { api, jsonError, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { addCard } from './settingsRecord';

/**
 * POST /api/account/settings/cards (addition) — adds a payment card to the signed-in account; only its
 * last four digits are kept, never the number or the code. 201 with all the settings; 400 field errors.
 */
export const addPaymentCard = http.post(
  api('/api/account/settings/cards'),
  authorized('signed-in', async ({ request, account }) => {
    const body = await parseBody(request, paymentCardCreateSchema);
    if ('error' in body) return body.error;
    const settings = addCard(account, body.data);
    if (!settings) return jsonError(400, 'Too many cards');
    return HttpResponse.json<AccountSettings>(settings, { status: 201 });
  }),
);
