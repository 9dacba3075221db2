import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { IconTruck } from '@tabler/icons-react';
import type { Vehicle } from '@atrium/contracts';
import { LinearProgress } from '@atrium/ui';
import { progressColor } from '../../../shared/colors';
import { WarningChip } from './WarningChip';
import { vehicleName } from './vehicleFormat';

/** The vehicles table's columns: location, start and end of the route, warnings, progress. */
export function useVehicleColumns() {
  const { t } = useTranslation('admin');
  return useMemo<ColumnDef<Vehicle, unknown>[]>(
    () => [
      {
        id: 'location',
        header: t('logistics.columns.location'),
        cell: ({ row }) => (
          <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
            <IconTruck size={20} aria-hidden="true" />
            <Link to={`/apps/logistics/fleet?vehicle=${row.original.id}`}>
              {vehicleName(row.original.location)}
            </Link>
          </span>
        ),
        meta: { sortKey: 'location' },
      },
      {
        id: 'startRoute',
        header: t('logistics.columns.startRoute'),
        cell: ({ row }) => `${row.original.startCity}, ${row.original.startCountry}`,
        meta: { sortKey: 'startRoute' },
      },
      {
        id: 'endRoute',
        header: t('logistics.columns.endRoute'),
        cell: ({ row }) => `${row.original.endCity}, ${row.original.endCountry}`,
        meta: { sortKey: 'endRoute' },
      },
      {
        id: 'warnings',
        header: t('logistics.columns.warnings'),
        cell: ({ row }) => <WarningChip warning={row.original.warnings} />,
        meta: { sortKey: 'warnings' },
      },
      {
        id: 'progress',
        header: t('logistics.columns.progress'),
        cell: ({ row }) => (
          <span style={{ display: 'flex', alignItems: 'center', gap: '0.75rem', minInlineSize: '9rem' }}>
            <LinearProgress
              value={row.original.progress}
              color={progressColor(row.original.progress)}
              aria-label={t('logistics.progressOf', { name: vehicleName(row.original.location) })}
              style={{ flex: 1 }}
            />
            <span>{row.original.progress}%</span>
          </span>
        ),
        meta: { sortKey: 'progress' },
      },
    ],
    [t],
  );
}
