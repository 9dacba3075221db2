import { useTranslation } from 'react-i18next';
import type { SalesOrder } from '@atrium/contracts';
import { useListController } from '@atrium/platform/list';
import { Card, ListToolbar, PageHeader } from '@atrium/ui';
import { DataTable, ListSearchField } from '@atrium/ui/data-table';
import { salesOrdersQuery } from './api/getSalesOrders';
import { sortAndPageSales } from './components/salesRows';
import { useSalesColumns } from './components/useSalesColumns';

/** The sales data table: the API gives every order; search, sort and paging (in the URL) happen here. */
export default function DataTablePage() {
  const { t } = useTranslation('admin');
  const list = useListController({
    query: salesOrdersQuery,
    // The orders have no id of their own: their place in the answer keys the rows.
    select: (data, params) =>
      sortAndPageSales(
        data.map((o, rowKey) => ({ ...o, rowKey })),
        params,
      ),
    getRowId: (o) => o.rowKey,
  });
  const columns = useSalesColumns<SalesOrder & { rowKey: number }>();
  return (
    <>
      <PageHeader title={t('tables.dataTitle')} subtitle={t('tables.dataSubtitle')} />
      <Card>
        <ListToolbar>
          <ListSearchField
            label={t('tables.search')}
            search={list.search}
            style={{ minInlineSize: '16rem', marginInlineStart: 'auto' }}
          />
        </ListToolbar>
        <DataTable
          label={t('tables.dataTitle')}
          columns={columns}
          state={list.table}
          emptyText={t('tables.empty')}
        />
      </Card>
    </>
  );
}
