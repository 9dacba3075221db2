import { useTranslation } from 'react-i18next';
import { useListState } from '@atrium/platform';
import { Card, CardHeader } from '@atrium/ui';
import { DataTable } from '@atrium/ui/data-table';
import { useVehicles } from '../api/getVehicles';
import { useVehicleColumns } from './useVehicleColumns';

/** The vehicles on route: sort and paging in the URL. */
export function VehiclesTable() {
  const { t } = useTranslation('admin');
  const list = useListState();
  const vehicles = useVehicles({
    page: list.page,
    itemsPerPage: list.itemsPerPage,
    sortBy: list.sortBy,
    orderBy: list.orderBy,
  });
  const columns = useVehicleColumns();
  return (
    <Card>
      <CardHeader title={t('logistics.onRoute')} />
      <div style={{ marginBlockStart: '1rem' }}>
        <DataTable
          label={t('logistics.onRoute')}
          columns={columns}
          data={vehicles.data?.vehicles ?? []}
          total={vehicles.data?.totalVehicles ?? 0}
          page={list.page}
          itemsPerPage={list.itemsPerPage}
          onPageChange={(page) => list.update({ page })}
          onItemsPerPageChange={(itemsPerPage) => list.update({ itemsPerPage })}
          sortBy={list.sortBy}
          orderBy={list.orderBy}
          onSortChange={(sortBy, orderBy) => list.update({ sortBy, orderBy })}
          loading={vehicles.isLoading}
          error={vehicles.error ? vehicles.error.message : null}
          onRetry={() => void vehicles.refetch()}
          emptyText={t('logistics.empty')}
          getRowId={(v) => String(v.id)}
        />
      </div>
    </Card>
  );
}
