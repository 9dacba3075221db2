import { http, HttpResponse } from 'msw';
import type { User, UserListResponse } from '@atrium/contracts';
import { api } from '@atrium/mocks/lib/responses';
import { parsePaging } from '@atrium/mocks/lib/list';
import { queryList, type ListSpec } from '@atrium/mocks/lib/listQuery';
import { authorized } from '@atrium/mocks/lib/authorize';

export const USER_LIST: ListSpec = {
  collection: 'users',
  newestFirst: true,
  search: ['fullName', 'username', 'email', 'country', 'company'],
  filters: [
    { params: ['role'], filter: { kind: 'equals', path: 'role' } },
    { params: ['plan'], filter: { kind: 'equals', path: 'currentPlan' } },
    { params: ['status'], filter: { kind: 'equals', path: 'status' } },
  ],
  sort: {
    user: { path: 'fullName', kind: 'text' },
    email: { path: 'email', kind: 'text' },
    role: { path: 'role', kind: 'text' },
    plan: { path: 'currentPlan', kind: 'text' },
    status: { path: 'status', kind: 'text' },
    billing: { path: 'billing', kind: 'text' },
  },
};

/** GET /api/apps/users — q, role, plan, status, sort, paging; newest first by default. */
export const listUsers = http.get(
  api('/api/apps/users'),
  authorized({ action: 'read', subject: 'User' }, async ({ request }) => {
    const params = new URL(request.url).searchParams;
    const { itemsPerPage, page } = parsePaging(params);
    const { rows, total } = await queryList<User>(USER_LIST, params);
    return HttpResponse.json<UserListResponse>({
      users: rows,
      totalPages: itemsPerPage === -1 ? 1 : Math.ceil(total / itemsPerPage),
      totalUsers: total,
      page: itemsPerPage === -1 ? 1 : page,
    });
  }),
);
