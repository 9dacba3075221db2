import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AuditListQuery, AuditListResponse } from '@atrium/contracts';
import { api } from '@atrium/platform';

/** Query keys of the audit log. */
export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (query: AuditListQuery) => [...auditKeys.all, 'list', query] as const,
};

/** GET /api/apps/audit: q, actor, subject, action, from, to, sort, paging. */
export const auditLogQuery = (query: AuditListQuery) =>
  queryOptions({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => api<AuditListResponse>('/api/apps/audit', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
