import { http, HttpResponse } from 'msw';
import type { AccountSettings } from '@atrium/contracts';
import { api, idParam, jsonError, malformedId } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { removeCard } from '../account/settingsRecord';
import { holdsMoreRefusal } from '@atrium/mocks/lib/grants';
import { userNotFound, userWithId } from './userRecords';

/**
 * DELETE /api/apps/users/{id}/settings/cards/{cardId} (addition) — removes one of the user's cards;
 * 200 with all the settings. 404 "User not found" or an unknown card, 403 when the user may do more
 * than the caller.
 */
export const deleteUserPaymentCard = http.delete(
  api('/api/apps/users/:id/settings/cards/:cardId'),
  authorized({ action: 'update', subject: 'User' }, ({ params, account }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const cardId = idParam(params.cardId);
    if (cardId === undefined) return malformedId('card id');
    const user = userWithId(id);
    if (!user) return userNotFound();
    const refused = holdsMoreRefusal(account, user);
    if (refused) return refused;
    const settings = removeCard(user, cardId);
    if (!settings) return jsonError(404, 'No card with this id');
    return HttpResponse.json<AccountSettings>(settings);
  }),
);
