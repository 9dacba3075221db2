import { http, HttpResponse } from 'msw';
import { userSaveSchema, type User } from '@atrium/contracts';
import { db } from '../../db';
import { api, idParam, malformedId, jsonError, parseBody } from '../../lib/responses';
import { authorized } from '../../lib/authorize';

/** POST /api/apps/users — creates a user with the next id; 201 with the stored user. 409 on a taken email. */
export const createUser = http.post(
  api('/api/apps/users'),
  authorized({ action: 'create', subject: 'User' }, async ({ request }) => {
    const body = await parseBody(request, userSaveSchema);
    if ('error' in body) return body.error;
    if (db.users.some((u) => u.email.toLowerCase() === body.data.email.toLowerCase())) {
      return HttpResponse.json(
        {
          message: 'A user with this email already exists',
          errors: { email: ['A user with this email already exists'] },
        },
        { status: 409 },
      );
    }
    const user: User = { id: Math.max(0, ...db.users.map((u) => u.id)) + 1, ...body.data };
    db.users.push(user);
    return HttpResponse.json(user, { status: 201 });
  }),
);

/** PUT /api/apps/users/{id} (addition) — edits a user; 200 with it, 404 "User not found". */
export const updateUser = http.put(
  api('/api/apps/users/:id'),
  authorized({ action: 'update', subject: 'User' }, async ({ params, request }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const index = db.users.findIndex((u) => u.id === id);
    if (index === -1) return jsonError(404, 'User not found');
    const body = await parseBody(request, userSaveSchema);
    if ('error' in body) return body.error;
    db.users[index] = { ...db.users[index], ...body.data, id: db.users[index].id };
    return HttpResponse.json(db.users[index]);
  }),
);
