import { http, HttpResponse } from 'msw';
import type { AccountSettings } from '@atrium/contracts';
import { api, idParam, jsonError, malformedId } from '../../lib/responses';
import { authorized } from '../../lib/authorize';
import { accountSettingsOf } from './accountSettingsOf';

/** DELETE /api/account/settings/cards/{id} (addition) — 200 with all the settings; 404 unknown card. */
export const deletePaymentCard = http.delete(
  api('/api/account/settings/cards/:id'),
  authorized('signed-in', ({ params, account }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const settings = accountSettingsOf(account);
    if (!settings.paymentCards.some((c) => c.id === id)) return jsonError(404, 'No card with this id');
    settings.paymentCards = settings.paymentCards.filter((c) => c.id !== id);
    return HttpResponse.json<AccountSettings>(settings);
  }),
);
