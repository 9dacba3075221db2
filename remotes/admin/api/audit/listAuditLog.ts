import { http, HttpResponse } from 'msw';
import type { AuditEntry, AuditListResponse } from '@atrium/contracts';
import { api } from '@atrium/mocks/lib/responses';
import { queryList, type ListSpec } from '@atrium/mocks/lib/listQuery';
import { authorized } from '@atrium/mocks/lib/authorize';

export const AUDIT_LIST: ListSpec = {
  collection: 'auditLog',
  newestFirst: true,
  search: ['actorName', 'actorEmail', 'recordLabel'],
  filters: [
    { params: ['actor'], filter: { kind: 'equals', path: 'actorId' } },
    { params: ['subject'], filter: { kind: 'equals', path: 'subject' } },
    { params: ['action'], filter: { kind: 'equals', path: 'action' } },
    { params: ['from'], filter: { kind: 'fromDay', path: 'at' } },
    { params: ['to'], filter: { kind: 'toDay', path: 'at' } },
  ],
  sort: {
    at: { path: 'at', kind: 'date' },
    actor: { path: 'actorName', kind: 'text' },
    subject: { path: 'subject', kind: 'text' },
    action: { path: 'action', kind: 'text' },
  },
};

/**
 * GET /api/apps/audit (addition) — the audit log, newest first: q (who, or the record's name), actor
 * (a user id), subject, action, from and to (days, included), sort, paging. Needs `read AuditLog`.
 */
export const listAuditLog = http.get(
  api('/api/apps/audit'),
  authorized({ action: 'read', subject: 'AuditLog' }, async ({ request }) => {
    const { rows, total } = await queryList<AuditEntry>(AUDIT_LIST, new URL(request.url).searchParams);
    return HttpResponse.json<AuditListResponse>({ entries: rows, total });
  }),
);
