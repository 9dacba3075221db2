import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { IconSearch } from '@tabler/icons-react';
import type { SalesOrder } from '@atrium/contracts';
import { useListState } from '@atrium/platform';
import { Card, ListToolbar, PageHeader, TextField } from '@atrium/ui';
import { DataTable } from '@atrium/ui/data-table';
import { useSalesOrders } from './api/getSalesOrders';
import { sortAndPageSales } from './components/salesRows';
import { useSalesColumns } from './components/useSalesColumns';

/** The sales data table: the API gives every order; search, sort and paging (in the URL) happen here. */
export default function DataTablePage() {
  const { t } = useTranslation('admin');
  const list = useListState();
  const orders = useSalesOrders();
  const columns = useSalesColumns<SalesOrder & { rowKey: number }>();
  // The orders have no id of their own: their place in the answer keys the rows.
  const keyed = useMemo(() => (orders.data ?? []).map((o, rowKey) => ({ ...o, rowKey })), [orders.data]);
  const view = useMemo(
    () =>
      sortAndPageSales(keyed, {
        q: list.q,
        sortBy: list.sortBy,
        orderBy: list.orderBy,
        page: list.page,
        itemsPerPage: list.itemsPerPage,
      }),
    [keyed, list.q, list.sortBy, list.orderBy, list.page, list.itemsPerPage],
  );
  return (
    <>
      <PageHeader title={t('tables.dataTitle')} subtitle={t('tables.dataSubtitle')} />
      <Card>
        <ListToolbar>
          <TextField
            type="search"
            aria-label={t('tables.search')}
            placeholder={t('tables.search')}
            defaultValue={list.q}
            startAdornment={<IconSearch size={18} aria-hidden="true" />}
            onChange={(e) => list.update({ q: e.target.value })}
            style={{ minInlineSize: '16rem', marginInlineStart: 'auto' }}
          />
        </ListToolbar>
        <DataTable
          label={t('tables.dataTitle')}
          columns={columns}
          data={view.rows}
          total={view.total}
          page={list.page}
          itemsPerPage={list.itemsPerPage}
          onPageChange={(page) => list.update({ page })}
          onItemsPerPageChange={(itemsPerPage) => list.update({ itemsPerPage })}
          sortBy={list.sortBy}
          orderBy={list.orderBy}
          onSortChange={(sortBy, orderBy) => list.update({ sortBy, orderBy })}
          loading={orders.isLoading}
          error={orders.error ? orders.error.message : null}
          onRetry={() => void orders.refetch()}
          emptyText={t('tables.empty')}
          getRowId={(o) => String(o.rowKey)}
        />
      </Card>
    </>
  );
}
