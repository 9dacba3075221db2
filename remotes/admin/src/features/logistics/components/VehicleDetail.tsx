import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconFlag, IconMapPin, IconTruck } from '@tabler/icons-react';
import type { Vehicle } from '@atrium/contracts';
import { LinearProgress } from '@atrium/ui';
import { progressColor } from '../../../shared/colors';
import { WarningChip } from './WarningChip';
import { vehicleName } from './vehicleFormat';

// Name, progress and route side by side under the map on a wide screen, stacked on a narrow one.
const Root = styled.div`
  display: grid;
  gap: 1rem 2rem;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  align-items: start;
  .head {
    display: grid;
    gap: 0.5rem;
    justify-items: start;
  }
  h2 {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    margin: 0;
    font-size: 1.25rem;
    font-weight: 500;
  }
`;

const Timeline = styled.ol`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: 0.75rem;
    align-items: flex-start;
    padding-inline-start: 0.25rem;
    border-inline-start: 2px dashed ${({ theme }) => theme.palette.divider};
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.palette.primary.main};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.palette.text.secondary};
    text-transform: uppercase;
    font-size: 0.75rem;
  }
`;

/** A vehicle's route (start → end), warning and progress. */
export function VehicleDetail({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation('admin');
  const name = vehicleName(vehicle.location);
  return (
    <Root>
      <div className="head">
        <h2>
          <IconTruck size={26} aria-hidden="true" />
          {name}
        </h2>
        <WarningChip warning={vehicle.warnings} />
      </div>
      <div>
        <div style={{ display: 'flex', justifyContent: 'space-between', marginBlockEnd: '0.5rem' }}>
          <span>{t('logistics.columns.progress')}</span>
          <span>{vehicle.progress}%</span>
        </div>
        <LinearProgress
          value={vehicle.progress}
          color={progressColor(vehicle.progress)}
          aria-label={t('logistics.progressOf', { name })}
        />
      </div>
      <Timeline aria-label={t('logistics.route')}>
        <li>
          <IconMapPin size={20} aria-hidden="true" />
          <div>
            <small>{t('logistics.columns.startRoute')}</small>
            {vehicle.startCity}, {vehicle.startCountry}
          </div>
        </li>
        <li>
          <IconFlag size={20} aria-hidden="true" />
          <div>
            <small>{t('logistics.columns.endRoute')}</small>
            {vehicle.endCity}, {vehicle.endCountry}
          </div>
        </li>
      </Timeline>
    </Root>
  );
}
