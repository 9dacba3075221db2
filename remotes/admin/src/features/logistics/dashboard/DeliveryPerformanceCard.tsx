import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  IconCircleCheck,
  IconClock,
  IconMoodSmile,
  IconPackage,
  IconRosetteDiscountCheck,
  IconTruckDelivery,
} from '@tabler/icons-react';
import type {
  LogisticsDeliveryPerformanceResponse,
  LogisticsRangeQuery,
  PeriodFigure,
} from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { DashboardCard, FigureRowList, PeriodChange, RowGrow, type ColorName } from '@atrium/ui';
import { useDeliveryPerformance } from '../api/getDeliveryPerformance';

// The shared rows, set a little wider apart beside their icon tiles.
const List = styled(FigureRowList)`
  li {
    gap: 0.875rem;
  }
  .value {
    font-weight: 500;
  }
`;

const Tile = styled.span<{ $color: ColorName }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  inline-size: 2.375rem;
  block-size: 2.375rem;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  color: ${({ theme, $color }) => theme.palette[$color].text};
  background: ${({ theme, $color }) => theme.palette[$color].tonal};
`;

type Metric = keyof LogisticsDeliveryPerformanceResponse;

const METRICS: { key: Metric; color: ColorName; icon: ReactNode; goodWhen: 'up' | 'down' }[] = [
  { key: 'inTransit', color: 'primary', icon: <IconPackage size={22} />, goodWhen: 'up' },
  { key: 'outForDelivery', color: 'info', icon: <IconTruckDelivery size={22} />, goodWhen: 'up' },
  { key: 'delivered', color: 'success', icon: <IconCircleCheck size={22} />, goodWhen: 'up' },
  { key: 'successRate', color: 'secondary', icon: <IconRosetteDiscountCheck size={22} />, goodWhen: 'up' },
  { key: 'averageDeliveryDays', color: 'warning', icon: <IconClock size={22} />, goodWhen: 'down' },
  { key: 'satisfaction', color: 'error', icon: <IconMoodSmile size={22} />, goodWhen: 'up' },
];

/** How deliveries went in the period, each figure against the period before. */
export function DeliveryPerformanceCard({ period }: { period: LogisticsRangeQuery }) {
  const { t } = useTranslation('admin');
  const { number, locale } = useFormatters();
  const query = useDeliveryPerformance(period);
  const data = query.data;
  const format = (key: Metric, figure: PeriodFigure) => {
    switch (key) {
      case 'successRate':
        return number(figure.value / 100, { style: 'percent', maximumFractionDigits: 1 });
      case 'averageDeliveryDays':
        return t('logistics.performance.days', {
          count: figure.value,
          days: number(figure.value, { maximumFractionDigits: 1 }),
        });
      case 'satisfaction':
        return t('logistics.performance.outOfFive', {
          value: number(figure.value, { maximumFractionDigits: 1 }),
        });
      default:
        return number(figure.value);
    }
  };
  return (
    <DashboardCard
      title={t('logistics.performance.title')}
      subtitle={t('logistics.performance.subtitle')}
      state={query}
      skeletonHeight={340}
    >
      {data && (
        <List $gap="1.125rem" aria-label={t('logistics.performance.title')}>
          {METRICS.map(({ key, color, icon, goodWhen }) => (
            <li key={key}>
              <Tile $color={color} aria-hidden="true">
                {icon}
              </Tile>
              <RowGrow>
                <div>{t(`logistics.performance.${key}`)}</div>
                <PeriodChange
                  figure={data[key]}
                  locale={locale}
                  goodWhen={goodWhen}
                  label={t('logistics.vsPrevious')}
                  size="sm"
                />
              </RowGrow>
              <div className="value">{format(key, data[key])}</div>
            </li>
          ))}
        </List>
      )}
    </DashboardCard>
  );
}
