import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconBox, IconClock, IconTruck, IconTruckLoading } from '@tabler/icons-react';
import type { LogisticsRangeQuery, VehicleState } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { DashboardCard, VisuallyHidden, type ColorName } from '@atrium/ui';
import { useVehicleStates } from '../api/getVehicleStates';

/** Each state's colour and icon (the order of the bar is the API's). */
export const STATE_LOOK: Record<VehicleState, { color: ColorName; Icon: typeof IconTruck }> = {
  onTheWay: { color: 'primary', Icon: IconTruck },
  unloading: { color: 'success', Icon: IconBox },
  loading: { color: 'info', Icon: IconTruckLoading },
  waiting: { color: 'warning', Icon: IconClock },
};

const Bar = styled.div`
  display: flex;
  gap: 2px;
  block-size: 2.75rem;
  margin-block-end: 1.25rem;
  border-radius: ${({ theme }) => theme.radius.md}px;
  overflow: hidden;
`;

const Segment = styled.div<{ $color: ColorName }>`
  display: grid;
  place-items: center;
  min-inline-size: 0;
  overflow: hidden;
  font-size: 0.8125rem;
  font-weight: 500;
  white-space: nowrap;
  color: ${({ theme, $color }) => theme.palette[$color].contrastText};
  background: ${({ theme, $color }) => theme.palette[$color].solid};
`;

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  th,
  td {
    padding-block: 0.625rem;
    border-block-start: 1px solid ${({ theme }) => theme.palette.divider};
    text-align: start;
    font-weight: 400;
  }
  thead th {
    border-block-start: 0;
    font-size: 0.8125rem;
    text-transform: uppercase;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
  td {
    text-align: end;
  }
  thead th:not(:first-child) {
    text-align: end;
  }
  .state {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
  }
  .share {
    font-weight: 500;
  }
`;

const Tile = styled.span<{ $color: ColorName }>`
  display: inline-grid;
  place-items: center;
  inline-size: 1.75rem;
  block-size: 1.75rem;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  color: ${({ theme, $color }) => theme.palette[$color].text};
  background: ${({ theme, $color }) => theme.palette[$color].tonal};
`;

/** How the fleet's hours of the period's trips split between states: a bar, then the figures. */
export function VehicleOverviewCard({ period }: { period: LogisticsRangeQuery }) {
  const { t } = useTranslation('admin');
  const { number } = useFormatters();
  const query = useVehicleStates(period);
  const data = query.data;
  const percent = (share: number) => number(share / 100, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <DashboardCard
      title={t('logistics.states.title')}
      subtitle={
        data &&
        t('logistics.states.subtitle', {
          trips: number(data.trips),
          vehicles: number(data.vehicles),
          count: data.trips,
        })
      }
      state={query}
      skeletonHeight={280}
    >
      {data && (
        <>
          <Bar
            role="img"
            aria-label={t('logistics.states.bar', {
              values: data.states
                .map((s) => `${t(`logistics.states.${s.state}`)} ${percent(s.share)}`)
                .join(', '),
            })}
          >
            {data.states
              .filter((s) => s.share > 0)
              .map((s) => (
                <Segment
                  key={s.state}
                  $color={STATE_LOOK[s.state].color}
                  style={{ flexGrow: s.share, flexBasis: 0 }}
                  aria-hidden="true"
                >
                  {s.share >= 8 ? percent(s.share) : ''}
                </Segment>
              ))}
          </Bar>
          <Table>
            <VisuallyHidden as="caption">{t('logistics.states.title')}</VisuallyHidden>
            <thead>
              <tr>
                <th scope="col">{t('logistics.states.state')}</th>
                <th scope="col">{t('logistics.states.time')}</th>
                <th scope="col">{t('logistics.states.share')}</th>
              </tr>
            </thead>
            <tbody>
              {data.states.map((s) => {
                const { color, Icon } = STATE_LOOK[s.state];
                return (
                  <tr key={s.state}>
                    <th scope="row">
                      <span className="state">
                        <Tile $color={color} aria-hidden="true">
                          <Icon size={18} />
                        </Tile>
                        {t(`logistics.states.${s.state}`)}
                      </span>
                    </th>
                    <td>{t('logistics.states.hours', { count: s.hours, hours: number(s.hours) })}</td>
                    <td className="share">{percent(s.share)}</td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </>
      )}
    </DashboardCard>
  );
}
