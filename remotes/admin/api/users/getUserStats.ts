import { http, HttpResponse } from 'msw';
import type { UserStats } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';

/** GET /api/apps/users/stats (addition) — counted over every user now: total, paid (not basic), active, pending. */
export const getUserStats = http.get(
  api('/api/apps/users/stats'),
  authorized({ action: 'read', subject: 'User' }, () =>
    HttpResponse.json<UserStats>({
      total: db.users.length,
      paid: db.users.filter((u) => u.currentPlan !== 'basic').length,
      active: db.users.filter((u) => u.status === 'active').length,
      pending: db.users.filter((u) => u.status === 'pending').length,
    }),
  ),
);
