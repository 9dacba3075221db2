import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@atrium/contracts';
import { Card, ExportCsvButton, ListToolbar, PageHeader } from '@atrium/ui';
import { DataTable } from '@atrium/ui/data-table';
import { AuditFilters } from './components/AuditFilters';
import { useAuditColumns } from './components/useAuditColumns';
import { useAuditLog } from './components/useAuditLog';

/**
 * The audit log: every change to users, roles, permissions, products, orders, customers, invoices,
 * store settings and events, and every sign-in, newest first — who, when, from where, what, and the
 * fields before and after; filtered by person, record kind, action and days, searched, exported as CSV.
 */
export default function AuditLogPage() {
  const { t } = useTranslation('admin');
  const list = useAuditLog();
  const { setFilters } = list;
  const onlyActor = useCallback(
    (entry: AuditEntry) => setFilters({ actor: String(entry.actorId) }),
    [setFilters],
  );
  const columns = useAuditColumns(onlyActor);
  // The chosen person's name, from their entries on the page.
  const actorName = list.table.data.find((e) => String(e.actorId) === list.filters.actor)?.actorName;

  return (
    <>
      <PageHeader title={t('audit.title')} subtitle={t('audit.subtitle')} />
      <Card>
        <AuditFilters list={list} actorName={actorName} />
        <ListToolbar>
          <span />
          <ExportCsvButton onExport={list.exportCsv} exporting={list.exporting} />
        </ListToolbar>
        <DataTable
          label={t('audit.title')}
          columns={columns}
          state={list.table}
          emptyText={t('audit.empty')}
        />
      </Card>
    </>
  );
}
