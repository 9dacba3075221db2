import { http, HttpResponse } from 'msw';
import { db } from '../../db';
import { api, idParam, malformedId } from '../../lib/responses';
import { authorized } from '../../lib/authorize';
import { holdsMoreRefusal, lastManagerGuard } from '../../lib/grants';
import { revokeTokensOf } from '../../lib/tokens';
import { dropMailboxOf } from '../email/mailbox';
import { dropChatsOf } from '../chat/ownChats';

/**
 * DELETE /api/apps/users/{id} — 204; unknown id: 404 with the text "User not found". The user's
 * password, settings and tokens go with them, so nobody can sign in, or stay signed in, as a user who
 * is gone (nor as whoever is given their id next), and so do their notifications, mail and chats. 403 when the user
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
    delete db.accountSettings[String(id)];
    dropMailboxOf(id);
    dropChatsOf(id);
    revokeTokensOf(id);
    return new HttpResponse(null, { status: 204 });
  }),
);
