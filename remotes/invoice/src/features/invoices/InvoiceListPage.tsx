import { useTranslation } from 'react-i18next';
import { IconPlus } from '@tabler/icons-react';
import { INVOICE_STATUSES } from '@atrium/contracts';
import { Can } from '@atrium/platform';
import { useListController } from '@atrium/platform/list';
import { ButtonLink, Card, ConfirmDialog, ListToolbar, PageHeader, Select } from '@atrium/ui';
import { DataTable, ListSearchField } from '@atrium/ui/data-table';
import { invoicesQuery } from './api/getInvoices';
import { deleteInvoice } from './api/deleteInvoice';
import { invoiceKeys } from './api/invoiceKeys';
import { useInvoiceColumns } from './components/useInvoiceColumns';

/** The invoice list: search, status filter, sort and paging kept in the URL. */
export default function InvoiceListPage() {
  const { t } = useTranslation('invoice');
  // An invoice is deleted on confirmation, without Undo: the dialog says it cannot be undone.
  const list = useListController({
    filters: ['status'],
    query: invoicesQuery,
    select: (data) => ({ rows: data.invoices, total: data.totalInvoices }),
    getRowId: (i) => i.id,
    remove: (i) => deleteInvoice(i.id),
    deleteMode: 'immediate',
    invalidates: invoiceKeys.all,
    messages: { deleted: ([i]) => t('deleted', { id: i.id }), deleteFailed: t('deleteFailed') },
  });
  const columns = useInvoiceColumns(list.askDelete);
  const pending = list.confirming[0];

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
      <Card>
        <ListToolbar>
          <ListSearchField label={t('list.search')} search={list.search} style={{ minInlineSize: '16rem' }} />
          <Select
            aria-label={t('list.statusFilter')}
            placeholder={t('list.allStatuses')}
            options={INVOICE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            value={list.filters.status ?? ''}
            onChange={(e) => list.setFilters({ status: e.target.value })}
            style={{ minInlineSize: '12rem' }}
          />
        </ListToolbar>
        <DataTable label={t('list.title')} columns={columns} state={list.table} emptyText={t('list.empty')} />
      </Card>
      <ConfirmDialog
        {...list.deleteDialog}
        title={t('confirmDelete.title', { id: pending?.id })}
        message={t('confirmDelete.message', { name: pending?.client.name })}
        confirmLabel={t('actions.delete')}
        destructive
      />
    </>
  );
}
