import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';
import type { Order } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { Card, CardContent, CardHeader } from '@atrium/ui';
import { Chart } from '@atrium/ui/charts';
import { perMonth, useMonthNames } from '../ordersByMonth';

/** Orders placed per month, this year against last year (a line chart). */
export function SalesStatisticsCard({ orders }: { orders: Order[] }) {
  const { t } = useTranslation('ecommerce');
  const theme = useTheme();
  const { number } = useFormatters();
  const months = useMonthNames();
  const count = (year: number) => perMonth(orders, year, (inMonth) => inMonth.length);
  return (
    <Card>
      <CardHeader
        title={t('dashboard.salesStatistics')}
        subtitle={t('dashboard.salesStatisticsText', {
          count: orders.length,
          formatted: number(orders.length),
        })}
      />
      <CardContent>
        <Chart
          type="line"
          height={260}
          label={t('dashboard.salesStatistics')}
          series={[
            { name: '2025', data: count(2025) },
            { name: '2026', data: count(2026) },
          ]}
          options={{
            colors: [theme.palette.secondary.main, theme.palette.primary.main],
            stroke: { curve: 'smooth', width: 3 },
            xaxis: { categories: months },
          }}
        />
      </CardContent>
    </Card>
  );
}
