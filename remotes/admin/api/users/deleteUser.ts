import { http, HttpResponse } from 'msw';
import { db } from '@atrium/mocks/db';
import { api, idParam, malformedId } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { holdsMoreRefusal, lastManagerGuard } from '@atrium/mocks/lib/grants';
import { revokeTokensOf } from '@atrium/mocks/lib/tokens';
import { forgetUserEverywhere } from '@atrium/mocks/lib/userLifecycle';

/**
 * DELETE /api/apps/users/{id} — 204; unknown id: 404 with the text "User not found". The user's
 * password, settings and tokens go with them, so nobody can sign in, or stay signed in, as a user who
 * is gone (nor as whoever is given their id next), and so do their notifications and what each area keeps for them (mail, chats). 403 when the user
 * may do more than the caller; 409 for the last active user who manages everything.
 */
export const deleteUser = http.delete(
  api('/api/apps/users/:id'),
  authorized({ action: 'delete', subject: 'User' }, ({ params, account }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const index = db.users.findIndex((u) => u.id === id);
    if (index === -1) return HttpResponse.text('User not found', { status: 404 });
    const refused =
      holdsMoreRefusal(account, db.users[index]) ?? lastManagerGuard(db.users.filter((u) => u.id !== id));
    if (refused) return refused;
    db.users.splice(index, 1);
    db.notifications = db.notifications.filter((n) => n.userId !== id);
    db.credentials = db.credentials.filter((c) => c.userId !== id);
    // A user created later may be given this id: they start with no projects.
    delete db.userWork[String(id)];
    delete db.accountSettings[String(id)];
    forgetUserEverywhere(id);
    revokeTokensOf(id);
    return new HttpResponse(null, { status: 204 });
  }),
);
