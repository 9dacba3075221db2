import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';
import type { Order } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { Card, CardContent, CardHeader } from '@atrium/ui';
import { Chart } from '@atrium/ui/charts';

const MONTHS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

/** Orders placed per month, this year against last year (a line chart). */
export function SalesStatisticsCard({ orders }: { orders: Order[] }) {
  const { t } = useTranslation('ecommerce');
  const theme = useTheme();
  const { date, number } = useFormatters();
  const count = (year: number) =>
    MONTHS.map(
      (m) => orders.filter((o) => o.date.startsWith(`${m + 1}/`) && o.date.endsWith(`/${year}`)).length,
    );
  const monthName = (m: number) => date(new Date(Date.UTC(2026, m, 1)), { month: 'short', timeZone: 'UTC' });
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
            xaxis: { categories: MONTHS.map(monthName) },
          }}
        />
      </CardContent>
    </Card>
  );
}
