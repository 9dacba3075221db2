import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconPlus } from '@tabler/icons-react';
import type { InvoiceListQuery } from '@atrium/contracts';
import { Can, useAbility } from '@atrium/platform';
import { useListController } from '@atrium/platform/list';
import { ButtonLink, Card, ConfirmDialog, ListToolbar, PageHeader, ExportCsvButton } from '@atrium/ui';
import { DataTable, ListSearchField } from '@atrium/ui/data-table';
import { invoicesQuery } from './api/getInvoices';
import { deleteInvoice } from './api/deleteInvoice';
import { invoiceKeys } from './api/invoiceKeys';
import { useInvoiceColumns } from './components/useInvoiceColumns';
import { InvoiceStats } from './list/InvoiceStats';
import { InvoiceFilters } from './list/InvoiceFilters';
import { InvoiceBulkActions } from './list/InvoiceBulkActions';
import { invoiceCsvColumns } from './list/invoiceCsvColumns';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

/**
 * The invoice list: figures over every invoice; status and issued-date filters, search, sort and
 * paging kept in the URL; the selection marked as sent or deleted (with Undo); CSV export of every
 * invoice the filters match; each row's actions in a menu.
 */
export default function InvoiceListPage() {
  const { t } = useTranslation('invoice');
  const list = useListController({
    filters: ['status', 'start', 'end'],
    query: (params) => invoicesQuery(params as InvoiceListQuery),
    select: (data) => ({ rows: data.invoices, total: data.totalInvoices }),
    getRowId: (i) => i.id,
    remove: (i) => deleteInvoice(i.id),
    invalidates: invoiceKeys.all,
    messages: {
      deleted: (rows) =>
        rows.length === 1 ? t('deleted', { id: rows[0].id }) : t('list.deletedMany', { count: rows.length }),
      deleteFailed: t('deleteFailed'),
    },
    csv: { filename: 'invoices.csv', columns: invoiceCsvColumns(t) },
  });
  const columns = useInvoiceColumns(list.askDelete);
  const { confirming, selectedRows } = list;
  // Rows are selected only to act on them: no checkboxes for a role that may do neither.
  const ability = useAbility();
  const selectable = ability.can('update', 'Invoice') || ability.can('delete', 'Invoice');

  return (
    <>
      <PageHeader
        title={t('list.title')}
        actions={
          <Can I="create" a="Invoice">
            <ButtonLink to="/apps/invoice/add" startIcon={<IconPlus size={18} aria-hidden="true" />}>
              {t('actions.create')}
            </ButtonLink>
          </Can>
        }
      />
      <Page>
        <InvoiceStats />
        <Card>
          <InvoiceFilters values={list.params} onChange={list.setFilters} />
          <ListToolbar>
            <ListSearchField
              label={t('list.search')}
              search={list.search}
              style={{ minInlineSize: '16rem' }}
            />
            <Actions>
              <InvoiceBulkActions
                selected={selectedRows}
                onDelete={list.askDelete}
                onMarkedSent={() => list.setSelectedIds([])}
              />
              <ExportCsvButton onExport={list.exportCsv} exporting={list.exporting} />
            </Actions>
          </ListToolbar>
          <DataTable
            label={t('list.title')}
            columns={columns}
            state={list.table}
            emptyText={t('list.empty')}
            selectable={selectable}
          />
        </Card>
      </Page>
      <ConfirmDialog
        {...list.deleteDialog}
        title={
          confirming.length === 1
            ? t('list.confirmDeleteOne', { id: confirming[0].id })
            : t('list.confirmDeleteMany', { count: confirming.length })
        }
        message={t('list.undoHint')}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        destructive
      />
    </>
  );
}
