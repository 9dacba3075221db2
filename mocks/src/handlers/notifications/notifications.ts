import { http, HttpResponse } from 'msw';
import { notificationPatchSchema, type NotificationListResponse } from '@atrium/contracts';
import { db } from '../../db';
import { api, idParam, malformedId, jsonError, parseBody } from '../../lib/responses';
import { authorized } from '../../lib/authorize';

const listBody = (): NotificationListResponse => ({
  notifications: db.notifications,
  unread: db.notifications.filter((n) => !n.read).length,
});

/** GET /api/notifications (addition) — newest first, with the unread count. */
export const listNotifications = http.get(
  api('/api/notifications'),
  authorized('signed-in', () => HttpResponse.json(listBody())),
);

/** POST /api/notifications/read-all (addition) — marks every notification read. */
export const readAllNotifications = http.post(
  api('/api/notifications/read-all'),
  authorized('signed-in', () => {
    db.notifications = db.notifications.map((n) => ({ ...n, read: true }));
    return HttpResponse.json(listBody());
  }),
);

/** PATCH /api/notifications/{id} (addition) — { read }; 404 for an unknown id. */
export const patchNotification = http.patch(
  api('/api/notifications/:id'),
  authorized('signed-in', async ({ params, request }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const target = db.notifications.find((n) => n.id === id);
    if (!target) return jsonError(404, 'Notification not found');
    const body = await parseBody(request, notificationPatchSchema);
    if ('error' in body) return body.error;
    target.read = body.data.read;
    return HttpResponse.json(listBody());
  }),
);

/** DELETE /api/notifications/{id} (addition) — removes it; 404 for an unknown id. */
export const deleteNotification = http.delete(
  api('/api/notifications/:id'),
  authorized('signed-in', ({ params }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const index = db.notifications.findIndex((n) => n.id === id);
    if (index === -1) return jsonError(404, 'Notification not found');
    db.notifications.splice(index, 1);
    return HttpResponse.json(listBody());
  }),
);
