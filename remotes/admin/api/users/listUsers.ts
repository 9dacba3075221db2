import { http, HttpResponse } from 'msw';
import type { User, UserListResponse } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api } from '@atrium/mocks/lib/responses';
import { matchText, paginate, parsePaging, sortRows, type SortKey } from '@atrium/mocks/lib/list';
import { authorized } from '@atrium/mocks/lib/authorize';

const SORT_KEYS: Record<string, SortKey<User>> = {
  user: { kind: 'text', value: (u) => u.fullName },
  email: { kind: 'text', value: (u) => u.email },
  role: { kind: 'text', value: (u) => u.role },
  plan: { kind: 'text', value: (u) => u.currentPlan },
  status: { kind: 'text', value: (u) => u.status },
  billing: { kind: 'text', value: (u) => u.billing },
};

/** GET /api/apps/users — q, role, plan, status, sort, paging; newest first by default. */
export const listUsers = http.get(
  api('/api/apps/users'),
  authorized({ action: 'read', subject: 'User' }, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const q = params.get('q');
    const role = params.get('role');
    const plan = params.get('plan');
    const status = params.get('status');
    const { page, itemsPerPage } = parsePaging(params);

    let rows = [...db.users].reverse();
    rows = rows.filter(
      (u) =>
        matchText(q, u.fullName, u.username, u.email, u.country, u.company) &&
        (!role || u.role === role) &&
        (!plan || u.currentPlan === plan) &&
        (!status || u.status === status),
    );
    rows = sortRows(rows, SORT_KEYS, params.get('sortBy'), params.get('orderBy'));
    const totalPages = itemsPerPage === -1 ? 1 : Math.ceil(rows.length / itemsPerPage);
    return HttpResponse.json<UserListResponse>({
      users: paginate(rows, page, itemsPerPage),
      totalPages,
      totalUsers: rows.length,
      page: itemsPerPage === -1 ? 1 : page,
    });
  }),
);
