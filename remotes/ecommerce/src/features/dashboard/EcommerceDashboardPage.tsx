import styled, { useTheme } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { IconChartPie, IconCurrencyDollar, IconShoppingCart, IconUsers } from '@tabler/icons-react';
import { parseMoney, useAbility, useFormatters } from '@atrium/platform';
import { Card, CardContent, CardHeader, Grid, IdentityCell, LinearProgress, PageHeader } from '@atrium/ui';
import { DataTable } from '@atrium/ui/data-table';
import { Chart } from '@atrium/ui/charts';
import { StatRow } from '../../common/StatRow';
import { useOrderColumns, useOrders } from '../orders';
import { useProducts } from '../products';
import { CountryCell, useCustomers } from '../customers';
import { TransactionsCard } from './components/TransactionsCard';
import { SalesStatisticsCard } from './components/SalesStatisticsCard';
import { perMonth, useMonthNames } from './ordersByMonth';

const Columns = styled(Grid).attrs({ $min: '22rem' })`
  margin-block-end: 1.5rem;
`;

const Wide = styled(Card)`
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-column: span 2;
  }
`;

const List = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
  }
  strong {
    font-weight: 500;
  }
`;

const noop = () => undefined;

/** The e-commerce dashboard (also at /dashboards/ecommerce): charts over the orders, products and customers. */
export default function EcommerceDashboardPage() {
  const { t } = useTranslation('ecommerce');
  const theme = useTheme();
  const { money, number } = useFormatters();
  const ability = useAbility();
  // The page is for someone who may read orders; the products' and customers' cards, for someone who
  // may read those too (the API would refuse their calls).
  const canReadProducts = ability.can('read', 'Product');
  const canReadCustomers = ability.can('read', 'Customer');
  const orders = useOrders({ itemsPerPage: -1 });
  const products = useProducts({ itemsPerPage: -1 }, { enabled: canReadProducts });
  const customers = useCustomers({ itemsPerPage: -1 }, { enabled: canReadCustomers });
  const recent = useOrders({ itemsPerPage: 5, sortBy: 'date', orderBy: 'desc' });
  const orderColumns = useOrderColumns(noop).filter((c) =>
    ['order', 'customers', 'status', 'spent'].includes(c.id ?? ''),
  );

  const all = orders.data?.orders ?? [];
  const months = useMonthNames();
  const byMonth = (year: number) =>
    perMonth(all, year, (inMonth) => Math.round(inMonth.reduce((s, o) => s + o.spent, 0)));
  const revenue = all.reduce((s, o) => s + o.spent, 0);
  const statusCounts = (['Delivered', 'Ready to Pickup', 'Out for Delivery', 'Dispatched'] as const).map(
    (s) => all.filter((o) => o.status === s).length,
  );
  const byCountry = Object.entries(
    (customers.data?.customers ?? []).reduce<Record<string, { code: string; spent: number }>>((acc, c) => {
      acc[c.country] ??= { code: c.countryCode, spent: 0 };
      acc[c.country].spent += c.totalSpent;
      return acc;
    }, {}),
  ).sort((a, b) => b[1].spent - a[1].spent);
  const topSpent = byCountry[0]?.[1].spent ?? 1;
  const popular = [...(products.data?.products ?? [])].sort((a, b) => b.qty - a.qty).slice(0, 5);
  const loading = orders.isLoading;

  return (
    <>
      <PageHeader title={t('dashboard.title')} />
      <StatRow
        cards={[
          {
            title: t('dashboard.revenue'),
            value: money(revenue),
            icon: <IconCurrencyDollar size={24} />,
            loading,
          },
          {
            title: t('dashboard.orders'),
            value: number(all.length),
            icon: <IconShoppingCart size={24} />,
            color: 'info',
            loading,
          },
          ...(canReadCustomers
            ? [
                {
                  title: t('dashboard.customers'),
                  value: number(customers.data?.total ?? 0),
                  icon: <IconUsers size={24} />,
                  color: 'success' as const,
                  loading: customers.isLoading,
                },
              ]
            : []),
          {
            title: t('dashboard.averageOrder'),
            value: money(all.length ? revenue / all.length : 0),
            icon: <IconChartPie size={24} />,
            color: 'warning',
            loading,
          },
        ]}
      />
      <Columns>
        <Wide>
          <CardHeader title={t('dashboard.revenueReport')} subtitle={t('dashboard.revenueReportText')} />
          <CardContent>
            <Chart
              type="bar"
              height={300}
              label={t('dashboard.revenueReport')}
              series={[
                { name: '2025', data: byMonth(2025) },
                { name: '2026', data: byMonth(2026) },
              ]}
              options={{
                xaxis: { categories: months },
                plotOptions: { bar: { borderRadius: 4, columnWidth: '50%' } },
                colors: [theme.palette.primary.main, theme.palette.warning.main],
              }}
            />
          </CardContent>
        </Wide>
        <Card>
          <CardHeader title={t('dashboard.ordersByStatus')} />
          <CardContent>
            <Chart
              type="donut"
              height={300}
              label={t('dashboard.ordersByStatus')}
              series={statusCounts}
              options={{
                labels: ['Delivered', 'Ready to Pickup', 'Out for Delivery', 'Dispatched'].map((s) =>
                  t(`orders.status.${s}`),
                ),
              }}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader title={t('dashboard.earnings')} subtitle={t('dashboard.earningsText')} />
          <CardContent>
            <Chart
              type="area"
              height={260}
              label={t('dashboard.earnings')}
              series={[{ name: t('dashboard.revenue'), data: byMonth(2026) }]}
              options={{
                xaxis: { categories: months },
                stroke: { curve: 'smooth', width: 2 },
                colors: [theme.palette.success.main],
              }}
            />
          </CardContent>
        </Card>
        {canReadProducts && (
          <Card>
            <CardHeader
              title={t('dashboard.popularProducts')}
              subtitle={t('dashboard.popularProductsText')}
            />
            <CardContent>
              <List>
                {popular.map((p) => (
                  <li key={p.id}>
                    <IdentityCell name={p.productName} src={p.image} detail={p.productBrand} />
                    <strong>{money(parseMoney(p.price))}</strong>
                  </li>
                ))}
              </List>
            </CardContent>
          </Card>
        )}
        {canReadCustomers && (
          <Card>
            <CardHeader title={t('dashboard.salesByCountry')} />
            <CardContent>
              <List>
                {byCountry.map(([country, { code, spent }]) => (
                  <li
                    key={country}
                    style={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: '0.35rem 1rem' }}
                  >
                    <CountryCell country={country} code={code} />
                    <strong>{money(spent)}</strong>
                    <LinearProgress
                      value={(spent / topSpent) * 100}
                      aria-label={country}
                      style={{ gridColumn: '1 / -1' }}
                    />
                  </li>
                ))}
              </List>
            </CardContent>
          </Card>
        )}
        <SalesStatisticsCard orders={all} />
        <TransactionsCard orders={recent.data?.orders ?? []} loading={recent.isLoading} />
        <Wide>
          <CardHeader title={t('dashboard.recentOrders')} />
          <DataTable
            label={t('dashboard.recentOrders')}
            columns={orderColumns}
            data={recent.data?.orders ?? []}
            total={recent.data?.orders.length ?? 0}
            page={1}
            itemsPerPage={5}
            onPageChange={noop}
            onItemsPerPageChange={noop}
            loading={recent.isLoading}
            error={recent.error ? String(recent.error.message) : null}
            onRetry={() => void recent.refetch()}
            getRowId={(o) => String(o.id)}
          />
        </Wide>
      </Columns>
    </>
  );
}
