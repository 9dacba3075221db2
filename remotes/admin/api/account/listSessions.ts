import { http, HttpResponse } from 'msw';
import type { AccountSessionsResponse } from '@atrium/contracts';
import { api } from '@atrium/mocks/lib/responses';
import { authorized, bearerToken } from '@atrium/mocks/lib/authorize';
import { devicesOf } from '@atrium/mocks/lib/sessionDevices';

/** GET /api/account/sessions (addition) — the signed-in account's sessions, newest first, this one marked. */
export const listSessions = http.get(
  api('/api/account/sessions'),
  authorized('signed-in', ({ request, account }) =>
    HttpResponse.json<AccountSessionsResponse>({ sessions: devicesOf(account.id, bearerToken(request)) }),
  ),
);
