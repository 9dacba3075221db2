import { http, HttpResponse } from 'msw';
import { db } from '../../db';
import { api, idParam, malformedId } from '../../lib/responses';
import { authorized } from '../../lib/authorize';

/** DELETE /api/apps/users/{id} — 204; unknown id: 404 with the text "User not found". */
export const deleteUser = http.delete(
  api('/api/apps/users/:id'),
  authorized({ action: 'delete', subject: 'User' }, ({ params }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const index = db.users.findIndex((u) => u.id === id);
    if (index === -1) return HttpResponse.text('User not found', { status: 404 });
    db.users.splice(index, 1);
    return new HttpResponse(null, { status: 204 });
  }),
);
