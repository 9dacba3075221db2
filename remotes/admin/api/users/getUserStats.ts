import { http, HttpResponse } from 'msw';
import type { UserStats } from '@atrium/contracts';
import { api } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { tallyOne, type TallyRequest } from '@atrium/mocks/lib/tallyQuery';

/** The users' stats cards, one tally. */
export const userStatsTally = (): TallyRequest => ({
  collection: 'users',
  where: [],
  measures: {
    total: { kind: 'count' },
    paid: { kind: 'count', where: [{ kind: 'isNot', path: 'currentPlan', value: 'basic' }] },
    active: { kind: 'count', where: [{ kind: 'is', path: 'status', value: 'active' }] },
    pending: { kind: 'count', where: [{ kind: 'is', path: 'status', value: 'pending' }] },
  },
});

/** GET /api/apps/users/stats (addition) — counted over every user now: total, paid (not basic), active, pending. */
export const getUserStats = http.get(
  api('/api/apps/users/stats'),
  authorized({ action: 'read', subject: 'User' }, async () => {
    const { total, paid, active, pending } = await tallyOne(userStatsTally());
    return HttpResponse.json<UserStats>({ total, paid, active, pending });
  }),
);
