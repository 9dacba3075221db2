import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { EcommerceDashboardQuery } from '@atrium/contracts';
import { Card, CardHeader } from '@atrium/ui';
import { DataTable } from '@atrium/ui/data-table';
import { useOrderColumns } from '../../orders';
import { useRecentOrders } from '../api/getRecentOrders';

const noop = () => undefined;
const COLUMNS = ['order', 'date', 'customers', 'status', 'spent'];

/** The period's orders, newest first, a page at a time; the orders list has the rest. */
export function RecentOrdersCard({ period }: { period: EcommerceDashboardQuery }) {
  const { t } = useTranslation('ecommerce');
  const [paging, setPaging] = useState({ page: 1, itemsPerPage: 5, for: period });
  // Another period starts again at its first page.
  const current =
    paging.for.from === period.from && paging.for.to === period.to
      ? paging
      : { page: 1, itemsPerPage: paging.itemsPerPage, for: period };
  const query = useRecentOrders(period, current.page, current.itemsPerPage);
  // The dashboard's table is not sorted by the user: the newest come first.
  const columns = useOrderColumns(noop)
    .filter((c) => COLUMNS.includes(c.id ?? ''))
    .map((c) => ({ ...c, meta: { ...c.meta, sortKey: undefined } }));
  return (
    <Card>
      <CardHeader
        title={t('dashboard.recentOrders')}
        action={<Link to="/apps/ecommerce/order/list">{t('dashboard.viewAll')}</Link>}
      />
      <DataTable
        label={t('dashboard.recentOrders')}
        columns={columns}
        data={query.data?.orders ?? []}
        total={query.data?.total ?? 0}
        page={current.page}
        itemsPerPage={current.itemsPerPage}
        onPageChange={(page) => setPaging({ ...current, page })}
        onItemsPerPageChange={(itemsPerPage) => setPaging({ ...current, page: 1, itemsPerPage })}
        loading={query.isPending || query.isPlaceholderData}
        error={query.error ? String(query.error.message) : null}
        onRetry={() => void query.refetch()}
        getRowId={(o) => String(o.id)}
        emptyText={t('dashboard.empty')}
      />
    </Card>
  );
}
