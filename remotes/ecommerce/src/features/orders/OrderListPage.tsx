import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderListQuery } from '@atrium/contracts';
import { useListController } from '@atrium/platform/list';
import { IconPlus } from '@tabler/icons-react';
import { Can, useStoreFormatters } from '@atrium/platform';
import { ButtonLink, Card, ConfirmDialog, ListToolbar, PageHeader, ExportCsvButton } from '@atrium/ui';
import { DataTable, ListSearchField } from '@atrium/ui/data-table';
import { ordersQuery } from './api/getOrders';
import { deleteOrder } from './api/deleteOrder';
import { orderKeys } from './api/orderKeys';
import { useOrderColumns } from './components/useOrderColumns';
import { OrderStats } from './components/OrderStats';
import { OrderFilters } from './components/OrderFilters';

/**
 * The order list: summary cards, status and payment filters, search, sort and paging in the URL, delete
 * with Undo, CSV export.
 */
export default function OrderListPage() {
  const { t } = useTranslation('ecommerce');
  const { orderNumber } = useStoreFormatters();
  const list = useListController({
    filters: ['status', 'payment'],
    query: (params) => ordersQuery(params as OrderListQuery),
    select: (data) => ({ rows: data.orders, total: data.total }),
    getRowId: (o) => o.id,
    remove: (o) => deleteOrder(o.id),
    invalidates: orderKeys.all,
    messages: {
      deleted: ([o]) => t('orders.deleted', { order: orderNumber(o.order) }),
      deleteFailed: t('orders.deleteFailed'),
    },
    csv: {
      filename: 'orders.csv',
      columns: [
        { header: t('orders.columns.order'), value: (o) => orderNumber(o.order) },
        { header: t('orders.columns.date'), value: (o) => `${o.date} ${o.time}` },
        { header: t('orders.columns.customer'), value: (o) => o.customer },
        { header: t('orders.columns.email'), value: (o) => o.email },
        { header: t('orders.columns.payment'), value: (o) => t(`orders.payment.${o.payment}`) },
        { header: t('orders.columns.status'), value: (o) => t(`orders.status.${o.status}`) },
        { header: t('orders.columns.spent'), value: (o) => o.spent },
        {
          header: t('orders.columns.method'),
          value: (o) => `${o.method === 'paypalLogo' ? 'PayPal' : 'Mastercard'} ${o.methodNumber}`,
        },
      ],
    },
  });
  const columns = useOrderColumns(list.askDelete);
  const { status, payment } = list.params;
  const filterValues = useMemo(() => ({ status, payment }), [status, payment]);

  return (
    <>
      <PageHeader title={t('orders.title')} />
      <OrderStats />
      <Card>
        <OrderFilters values={filterValues} onChange={list.setFilters} />
        <ListToolbar>
          <ListSearchField label={t('orders.search')} search={list.search} />
          <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
            <ExportCsvButton onExport={list.exportCsv} exporting={list.exporting} />
            <Can I="create" a="Order">
              <ButtonLink
                to="/apps/ecommerce/order/add"
                startIcon={<IconPlus size={18} aria-hidden="true" />}
              >
                {t('orders.add')}
              </ButtonLink>
            </Can>
          </div>
        </ListToolbar>
        <DataTable
          label={t('orders.title')}
          columns={columns}
          state={list.table}
          emptyText={t('orders.empty')}
        />
      </Card>
      <ConfirmDialog
        {...list.deleteDialog}
        title={t('orders.confirmDelete', {
          order: list.confirming[0] ? orderNumber(list.confirming[0].order) : '',
        })}
        message={t('common.undoHint')}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        destructive
      />
    </>
  );
}
