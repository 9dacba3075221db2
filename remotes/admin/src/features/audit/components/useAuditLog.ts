import { useTranslation } from 'react-i18next';
import { AUDIT_LIST_FILTERS, type AuditEntry, type AuditListQuery } from '@atrium/contracts';
import { useListController } from '@atrium/platform/list';
import { auditLogQuery } from '../api/getAuditLog';
import { changeText } from './changeText';

/**
 * The audit log's list: search, actor, subject, action and the days in the URL, newest first, paging,
 * and the CSV export of every entry the search and filters match.
 */
export function useAuditLog() {
  const { t } = useTranslation('admin');
  return useListController({
    filters: AUDIT_LIST_FILTERS,
    query: (params) => auditLogQuery(params as AuditListQuery),
    select: (data) => ({ rows: data.entries, total: data.total }),
    getRowId: (e: AuditEntry) => e.id,
    csv: {
      filename: 'audit-log.csv',
      columns: [
        { header: t('audit.columns.at'), value: (e) => e.at },
        { header: t('audit.columns.actor'), value: (e) => e.actorName || t('audit.visitor') },
        { header: t('audit.columns.email'), value: (e) => e.actorEmail },
        { header: t('audit.columns.action'), value: (e) => t(`audit.actions.${e.action}`) },
        { header: t('audit.columns.subject'), value: (e) => t(`audit.subjects.${e.subject}`) },
        { header: t('audit.columns.record'), value: (e) => e.recordLabel },
        { header: t('audit.columns.recordId'), value: (e) => e.recordId ?? '' },
        { header: t('audit.columns.changes'), value: (e) => e.changes.map(changeText).join('; ') },
        { header: t('audit.columns.ip'), value: (e) => e.ip },
      ],
    },
  });
}

export type AuditLogList = ReturnType<typeof useAuditLog>;
