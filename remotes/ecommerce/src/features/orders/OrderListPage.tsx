import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { IconDownload } from '@tabler/icons-react';
import type { Order } from '@atrium/contracts';
import { useListState } from '@atrium/platform';
import { Button, Card, ConfirmDialog, ListToolbar, PageHeader, toast } from '@atrium/ui';
import { DataTable } from '@atrium/ui/data-table';
import { SearchField } from '../../common/SearchField';
import { errorMessage, listQuery } from '../../common/listQuery';
import { downloadCsv, toCsv } from '@atrium/platform/list';
import { useUndoableDelete } from '../../common/useUndoableDelete';
import { ordersQuery, useOrders } from './api/getOrders';
import { deleteOrder } from './api/deleteOrder';
import { orderKeys } from './api/orderKeys';
import { useOrderColumns } from './components/useOrderColumns';
import { OrderStats } from './components/OrderStats';

/** The order list: summary cards, search, sort and paging in the URL, delete with Undo, CSV export. */
export default function OrderListPage() {
  const { t } = useTranslation('ecommerce');
  const client = useQueryClient();
  const list = useListState();
  const query = listQuery(list);
  const orders = useOrders(query);
  const [confirm, setConfirm] = useState<Order | null>(null);
  const [exporting, setExporting] = useState(false);

  const deletion = useUndoableDelete({
    remove: deleteOrder,
    undoLabel: t('common.undo'),
    onCommitted: () => void client.invalidateQueries({ queryKey: orderKeys.all }),
  });
  const onDelete = useCallback((order: Order) => setConfirm(order), []);
  const columns = useOrderColumns(onDelete);
  const rows = useMemo(
    () => (orders.data?.orders ?? []).filter((o) => !deletion.isHidden(o.id)),
    [orders.data, deletion],
  );
  const total = Math.max(0, (orders.data?.total ?? 0) - ((orders.data?.orders.length ?? 0) - rows.length));

  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = await client.fetchQuery(ordersQuery({ ...query, page: 1, itemsPerPage: -1 }));
      downloadCsv(
        'orders.csv',
        toCsv(all.orders, [
          { header: t('orders.columns.order'), value: (o) => o.order },
          { header: t('orders.columns.date'), value: (o) => `${o.date} ${o.time}` },
          { header: t('orders.columns.customer'), value: (o) => o.customer },
          { header: t('orders.columns.email'), value: (o) => o.email },
          { header: t('orders.columns.payment'), value: (o) => t(`orders.payment.${o.payment}`) },
          { header: t('orders.columns.status'), value: (o) => o.status },
          { header: t('orders.columns.spent'), value: (o) => o.spent },
          {
            header: t('orders.columns.method'),
            value: (o) => `${o.method === 'paypalLogo' ? 'PayPal' : 'Mastercard'} ${o.methodNumber}`,
          },
        ]),
      );
    } catch (e) {
      toast.error(errorMessage(e) ?? t('common.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader title={t('orders.title')} />
      <OrderStats />
      <Card>
        <ListToolbar>
          <SearchField label={t('orders.search')} value={list.q} onChange={(q) => list.update({ q })} />
          <Button
            variant="tonal"
            color="secondary"
            startIcon={<IconDownload size={18} />}
            onClick={() => void exportCsv()}
            loading={exporting}
          >
            {t('common.export')}
          </Button>
        </ListToolbar>
        <DataTable
          label={t('orders.title')}
          columns={columns}
          data={rows}
          total={total}
          page={list.page}
          itemsPerPage={list.itemsPerPage}
          onPageChange={(page) => list.update({ page })}
          onItemsPerPageChange={(itemsPerPage) => list.update({ itemsPerPage })}
          sortBy={list.sortBy}
          orderBy={list.orderBy}
          onSortChange={(sortBy, orderBy) => list.update({ sortBy, orderBy })}
          loading={orders.isLoading || orders.isPlaceholderData}
          error={errorMessage(orders.error)}
          onRetry={() => void orders.refetch()}
          emptyText={t('orders.empty')}
          getRowId={(o) => String(o.id)}
        />
      </Card>
      <ConfirmDialog
        open={!!confirm}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t('orders.confirmDelete', { order: confirm?.order ?? '' })}
        message={t('common.undoHint')}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        destructive
        onConfirm={() => {
          if (confirm) deletion.schedule([confirm.id], t('orders.deleted', { order: confirm.order }));
          setConfirm(null);
        }}
      />
    </>
  );
}
