import { http, HttpResponse } from 'msw';
import {
  notificationPatchSchema,
  type AppNotification,
  type NotificationListResponse,
  type User,
} from '@atrium/contracts';
import { db } from '../../db';
import type { StoredNotification } from '../../data/notifications';
import { api, idParam, malformedId, jsonError, parseBody } from '../../lib/responses';
import { authorized } from '../../lib/authorize';

// Each notification belongs to one user: every call reads and changes the caller's own only, and
// another user's id answers as an unknown one does (404), so nobody learns that it exists.

const ownedBy = (account: User) => (n: StoredNotification) => n.userId === account.id;

/** The caller's notifications, newest first (then the highest id), without the owner. */
const listBody = (account: User): NotificationListResponse => {
  const own = db.notifications
    .filter(ownedBy(account))
    .sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : b.id - a.id));
  return {
    notifications: own.map(({ userId: _owner, ...n }): AppNotification => n),
    unread: own.filter((n) => !n.read).length,
  };
};

/** The caller's notification with that id, or undefined (none, or another user's). */
const ownNotification = (account: User, id: number) =>
  db.notifications.find((n) => n.id === id && n.userId === account.id);

const notFound = () => jsonError(404, 'Notification not found');

/** GET /api/notifications (addition) — the caller's own, newest first, with the unread count. */
export const listNotifications = http.get(
  api('/api/notifications'),
  authorized('signed-in', ({ account }) => HttpResponse.json(listBody(account))),
);

/** POST /api/notifications/read-all (addition) — marks every notification of the caller read. */
export const readAllNotifications = http.post(
  api('/api/notifications/read-all'),
  authorized('signed-in', ({ account }) => {
    const own = ownedBy(account);
    db.notifications = db.notifications.map((n) => (own(n) ? { ...n, read: true } : n));
    return HttpResponse.json(listBody(account));
  }),
);

/** PATCH /api/notifications/{id} (addition) — { read }; 404 for an id the caller has no notification with. */
export const patchNotification = http.patch(
  api('/api/notifications/:id'),
  authorized('signed-in', async ({ params, request, account }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const target = ownNotification(account, id);
    if (!target) return notFound();
    const body = await parseBody(request, notificationPatchSchema);
    if ('error' in body) return body.error;
    target.read = body.data.read;
    return HttpResponse.json(listBody(account));
  }),
);

/** DELETE /api/notifications/{id} (addition) — removes it; 404 for an id the caller has no notification with. */
export const deleteNotification = http.delete(
  api('/api/notifications/:id'),
  authorized('signed-in', ({ params, account }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const target = ownNotification(account, id);
    if (!target) return notFound();
    db.notifications = db.notifications.filter((n) => n !== target);
    return HttpResponse.json(listBody(account));
  }),
);
