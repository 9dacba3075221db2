import { useTranslation } from 'react-i18next';
import { useListController } from '@atrium/platform/list';
import { Card, CardHeader } from '@atrium/ui';
import { DataTable } from '@atrium/ui/data-table';
import { vehiclesQuery } from '../api/getVehicles';
import { useVehicleColumns } from './useVehicleColumns';

/** The vehicles on route: sort and paging in the URL. */
export function VehiclesTable() {
  const { t } = useTranslation('admin');
  // The vehicles have no search: the table sorts and pages.
  const list = useListController({
    query: ({ q: _q, ...params }) => vehiclesQuery(params),
    select: (data) => ({ rows: data.vehicles, total: data.totalVehicles }),
    getRowId: (v) => v.id,
  });
  const columns = useVehicleColumns();
  return (
    <Card>
      <CardHeader title={t('logistics.onRoute')} />
      <div style={{ marginBlockStart: '1rem' }}>
        <DataTable
          label={t('logistics.onRoute')}
          columns={columns}
          state={list.table}
          emptyText={t('logistics.empty')}
        />
      </div>
    </Card>
  );
}
