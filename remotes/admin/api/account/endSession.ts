import { http, HttpResponse } from 'msw';
import { db } from '@atrium/mocks/db';
import { api, jsonError } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { removeWhere } from '@atrium/mocks/lib/tokens';

/**
 * DELETE /api/account/sessions/{id} (addition) — signs one of the signed-in account's sessions out
 * (its token stops working at once; the current one too, which signs this browser out); 204. 404 for
 * an id that is not one of the caller's open sessions.
 */
export const endSession = http.delete(
  api('/api/account/sessions/:id'),
  authorized('signed-in', ({ params, account }) => {
    const id = String(params.id);
    const found = db.sessions.some((s) => s.userId === account.id && s.id === id);
    if (!found) return jsonError(404, 'Session not found');
    removeWhere(db.sessions, (s) => s.userId === account.id && s.id === id);
    return new HttpResponse(null, { status: 204 });
  }),
);
