import { http, HttpResponse } from 'msw';
import { LIMITS, paymentCardCreateSchema, type AccountSettings } from '@atrium/contracts';
import { api, jsonError, parseBody } from '../../lib/responses';
import { authorized } from '../../lib/authorize';
import { accountSettingsOf } from './accountSettingsOf';

/**
 * POST /api/account/settings/cards (addition) — adds a payment card to the signed-in account; only its
 * last four digits are kept, never the number or the code. 201 with all the settings; 400 field errors.
 */
export const addPaymentCard = http.post(
  api('/api/account/settings/cards'),
  authorized('signed-in', async ({ request, account }) => {
    const body = await parseBody(request, paymentCardCreateSchema);
    if ('error' in body) return body.error;
    const settings = accountSettingsOf(account);
    if (settings.paymentCards.length >= LIMITS.list) return jsonError(400, 'Too many cards');
    const { cardNumber, cardName, expiry } = body.data;
    const id = Math.max(0, ...settings.paymentCards.map((c) => c.id)) + 1;
    settings.paymentCards = [...settings.paymentCards, { id, cardName, expiry, last4: cardNumber.slice(-4) }];
    return HttpResponse.json<AccountSettings>(settings, { status: 201 });
  }),
);
