import { http, HttpResponse } from 'msw';
import { db } from '../../db';
import { api, idParam, malformedId } from '../../lib/responses';
import { authorized } from '../../lib/authorize';
import { revokeTokensOf } from '../../lib/tokens';

/**
 * DELETE /api/apps/users/{id} — 204; unknown id: 404 with the text "User not found". The user's
 * password, settings and tokens go with them, so nobody can sign in, or stay signed in, as a user who
 * is gone (nor as whoever is given their id next).
 */
export const deleteUser = http.delete(
  api('/api/apps/users/:id'),
  authorized({ action: 'delete', subject: 'User' }, ({ params }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const index = db.users.findIndex((u) => u.id === id);
    if (index === -1) return HttpResponse.text('User not found', { status: 404 });
    db.users.splice(index, 1);
    db.credentials = db.credentials.filter((c) => c.userId !== id);
    delete db.accountSettings[String(id)];
    revokeTokensOf(id);
    return new HttpResponse(null, { status: 204 });
  }),
);
