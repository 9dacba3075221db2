import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  IconChartPie,
  IconCurrencyDollar,
  IconPackage,
  IconShoppingCart,
  IconUsers,
} from '@tabler/icons-react';
import type { EcommerceDashboardQuery, EcommercePeriodFigures } from '@atrium/contracts';
import { useStoreFormatters } from '@atrium/platform';
import { Avatar, DashboardCard, PeriodChange, type ColorName } from '@atrium/ui';
import { useSummary } from '../api/getSummary';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  gap: 1.25rem;
  margin: 0;
  /* The term under its value: the value (with its icon) first to the eye, the term first to a reader. */
  & > div {
    display: grid;
    grid-template-areas: 'value' 'label';
    row-gap: 0.125rem;
  }
  dt {
    grid-area: label;
    padding-inline-start: calc(42px + 0.75rem);
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
  dd {
    grid-area: value;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 0.75rem;
    margin: 0;
    font-size: 1.125rem;
    font-weight: 500;
    color: ${({ theme }) => theme.palette.text.primary};
  }
`;

interface Figure {
  key: keyof EcommercePeriodFigures;
  label: string;
  icon: ReactNode;
  color: ColorName;
  format: (n: number) => string;
}

/**
 * The period's headline figures from the orders (revenue, orders, customers, average order, items
 * sold), each against the period before. Customers only for someone who may read customers.
 */
export function StatisticsCard({
  period,
  showCustomers,
}: {
  period: EcommerceDashboardQuery;
  showCustomers: boolean;
}) {
  const { t } = useTranslation('ecommerce');
  const { money, number, locale } = useStoreFormatters();
  const query = useSummary(period);
  const data = query.data;
  const figures: Figure[] = [
    {
      key: 'revenue',
      label: t('dashboard.revenue'),
      icon: <IconCurrencyDollar size={22} />,
      color: 'primary',
      format: money,
    },
    {
      key: 'orders',
      label: t('dashboard.orders'),
      icon: <IconShoppingCart size={22} />,
      color: 'info',
      format: number,
    },
    ...(showCustomers
      ? [
          {
            key: 'customers',
            label: t('dashboard.customers'),
            icon: <IconUsers size={22} />,
            color: 'success',
            format: number,
          } as Figure,
        ]
      : []),
    {
      key: 'averageOrder',
      label: t('dashboard.averageOrder'),
      icon: <IconChartPie size={22} />,
      color: 'warning',
      format: money,
    },
    {
      key: 'itemsSold',
      label: t('dashboard.itemsSold'),
      icon: <IconPackage size={22} />,
      color: 'error',
      format: number,
    },
  ];
  return (
    <DashboardCard
      title={t('dashboard.statistics')}
      subtitle={t('dashboard.statisticsText')}
      state={query}
      skeletonHeight={96}
    >
      {data && (
        <Figures>
          {figures.map((f) => (
            <div key={f.key}>
              <dt>{f.label}</dt>
              <dd>
                <Avatar
                  name={null}
                  icon={<span aria-hidden="true">{f.icon}</span>}
                  color={f.color}
                  size={42}
                />
                <span>{f.format(data.current[f.key])}</span>
                <PeriodChange
                  figure={{ value: data.current[f.key], previous: data.previous[f.key] }}
                  locale={locale}
                />
              </dd>
            </div>
          ))}
        </Figures>
      )}
    </DashboardCard>
  );
}
