import { http, HttpResponse } from 'msw';
import type { AccountSettings } from '@atrium/contracts';
import { api, idParam, jsonError, malformedId } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { removeCard } from './settingsRecord';

/** DELETE /api/account/settings/cards/{id} (addition) — 200 with all the settings; 404 unknown card. */
export const deletePaymentCard = http.delete(
  api('/api/account/settings/cards/:id'),
  authorized('signed-in', ({ params, account }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const settings = removeCard(account, id);
    if (!settings) return jsonError(404, 'No card with this id');
    return HttpResponse.json<AccountSettings>(settings);
  }),
);
