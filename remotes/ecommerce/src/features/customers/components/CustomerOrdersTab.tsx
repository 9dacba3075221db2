import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerDetail, Order } from '@atrium/contracts';
import { Card, CardHeader } from '@atrium/ui';
import { DataTable } from '@atrium/ui/data-table';
import { errorMessage } from '../../../common/errorMessage';
import { useOrderColumns, useOrders } from '../../orders';

const noop = (_: Order) => undefined;

/** The customer's orders (found by their email), paged. */
export function CustomerOrdersTab({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation('ecommerce');
  const [page, setPage] = useState(1);
  const [itemsPerPage, setItemsPerPage] = useState(5);
  const orders = useOrders({ q: customer.email, page, itemsPerPage });
  const columns = useOrderColumns(noop).filter(
    (c) => c.id !== 'customers' && c.id !== 'actions' && c.id !== 'method',
  );
  return (
    <Card>
      <CardHeader title={t('customers.details.ordersPlaced')} as="h3" />
      <DataTable
        label={t('customers.details.ordersPlaced')}
        columns={columns}
        data={orders.data?.orders ?? []}
        total={orders.data?.total ?? 0}
        page={page}
        itemsPerPage={itemsPerPage}
        onPageChange={setPage}
        onItemsPerPageChange={(size) => {
          setItemsPerPage(size);
          setPage(1);
        }}
        loading={orders.isLoading}
        error={errorMessage(orders.error)}
        onRetry={() => void orders.refetch()}
        emptyText={t('customers.details.noOrders')}
        getRowId={(o) => String(o.id)}
      />
    </Card>
  );
}
