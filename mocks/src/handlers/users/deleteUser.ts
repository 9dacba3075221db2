import { http, HttpResponse } from 'msw';
import { db } from '../../db';
import { api, idParam } from '../../lib/responses';

/** DELETE /api/apps/users/{id} — 204; unknown id: 404 with the text "User not found" (spec 002 §8). */
export const deleteUser = http.delete(api('/api/apps/users/:id'), ({ params }) => {
  const id = idParam(params.id);
  const index = db.users.findIndex((u) => u.id === id);
  if (index === -1) return HttpResponse.text('User not found', { status: 404 });
  db.users.splice(index, 1);
  return new HttpResponse(null, { status: 204 });
});
