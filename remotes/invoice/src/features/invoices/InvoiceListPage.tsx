import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { INVOICE_STATUSES, type Invoice } from '@atrium/contracts';
import { Can, useListState, ApiError } from '@atrium/platform';
import {
  ButtonLink,
  Card,
  ConfirmDialog,
  ListToolbar,
  PageHeader,
  Select,
  TextField,
  toast,
} from '@atrium/ui';
import { DataTable } from '@atrium/ui/data-table';
import { useInvoices } from './api/getInvoices';
import { useDeleteInvoice } from './api/deleteInvoice';
import { useInvoiceColumns } from './components/useInvoiceColumns';

/** The invoice list: search, status filter, sort and paging kept in the URL. */
export default function InvoiceListPage() {
  const { t } = useTranslation('invoice');
  const list = useListState();
  const invoices = useInvoices({
    q: list.q || undefined,
    status: list.filters.status,
    page: list.page,
    itemsPerPage: list.itemsPerPage,
    sortBy: list.sortBy,
    orderBy: list.orderBy,
  });
  const remove = useDeleteInvoice();
  const [pending, setPending] = useState<Invoice | null>(null);
  const onDelete = useCallback((invoice: Invoice) => setPending(invoice), []);
  const columns = useInvoiceColumns(onDelete);

  const confirmDelete = async () => {
    if (!pending) return;
    try {
      await remove.mutateAsync(pending.id);
      toast.success(t('deleted', { id: pending.id }));
      setPending(null);
    } catch (e) {
      toast.error(e instanceof ApiError ? e.message : t('deleteFailed'));
    }
  };

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
          <TextField
            type="search"
            aria-label={t('list.search')}
            placeholder={t('list.search')}
            defaultValue={list.q}
            startAdornment={<IconSearch size={18} aria-hidden="true" />}
            onChange={(e) => list.update({ q: e.target.value })}
            style={{ minInlineSize: '16rem' }}
          />
          <Select
            aria-label={t('list.statusFilter')}
            placeholder={t('list.allStatuses')}
            options={INVOICE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            value={list.filters.status ?? ''}
            onChange={(e) => list.update({ status: e.target.value })}
            style={{ minInlineSize: '12rem' }}
          />
        </ListToolbar>
        <DataTable
          label={t('list.title')}
          columns={columns}
          data={invoices.data?.invoices ?? []}
          total={invoices.data?.totalInvoices ?? 0}
          page={list.page}
          itemsPerPage={list.itemsPerPage}
          onPageChange={(page) => list.update({ page })}
          onItemsPerPageChange={(itemsPerPage) => list.update({ itemsPerPage })}
          sortBy={list.sortBy}
          orderBy={list.orderBy}
          onSortChange={(sortBy, orderBy) => list.update({ sortBy, orderBy })}
          loading={invoices.isLoading}
          error={invoices.error ? invoices.error.message : null}
          onRetry={() => void invoices.refetch()}
          emptyText={t('list.empty')}
          getRowId={(i) => String(i.id)}
        />
      </Card>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={t('confirmDelete.title', { id: pending?.id })}
        message={t('confirmDelete.message', { name: pending?.client.name })}
        confirmLabel={t('actions.delete')}
        destructive
        onConfirm={confirmDelete}
      />
    </>
  );
}
