import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconCurrencyDollar, IconShoppingCart, IconTrophy, IconUsers } from '@tabler/icons-react';
import { useFormatters } from '@atrium/platform';
import { Card, CardContent, CardHeader, Grid, LinearProgress, PageHeader, StatCardRow } from '@atrium/ui';
import { Chart } from '@atrium/ui/charts';
import { CRM_SAMPLE } from './crmSample';

const Row = styled(Grid).attrs({ $min: '20rem' })`
  margin-block-start: 1.5rem;
`;

const Funnel = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li > div:first-child {
    display: flex;
    justify-content: space-between;
    margin-block-end: 0.375rem;
  }
`;

const FUNNEL_STAGES = ['leads', 'qualified', 'proposals', 'won'] as const;

/** CRM dashboard: customers, revenue, orders, deals won; revenue per month and the sales funnel. */
export default function CrmDashboardPage() {
  const { t } = useTranslation('admin');
  const { number, money, date, locale } = useFormatters();
  const months = useMemo(
    () => Array.from({ length: 12 }, (_, m) => date(new Date(2025, m, 1), { month: 'short' })),
    [date],
  );
  const options = useMemo(
    () => ({
      xaxis: { categories: months },
      yaxis: {
        labels: {
          formatter: (v: number) => new Intl.NumberFormat(locale, { notation: 'compact' }).format(v),
        },
      },
      stroke: { curve: 'smooth' as const, width: 3 },
    }),
    [months, locale],
  );
  const { funnel } = CRM_SAMPLE;
  return (
    <>
      <PageHeader title={t('crm.title')} subtitle={t('crm.subtitle')} />
      <StatCardRow
        variant="kpi"
        cards={[
          {
            title: t('crm.customers'),
            value: number(CRM_SAMPLE.customers),
            color: 'primary',
            icon: <IconUsers size={24} />,
          },
          {
            title: t('crm.revenue'),
            value: money(CRM_SAMPLE.revenue),
            color: 'success',
            icon: <IconCurrencyDollar size={24} />,
          },
          {
            title: t('crm.orders'),
            value: number(CRM_SAMPLE.orders),
            color: 'info',
            icon: <IconShoppingCart size={24} />,
          },
          {
            title: t('crm.dealsWon'),
            value: number(CRM_SAMPLE.dealsWon),
            color: 'warning',
            icon: <IconTrophy size={24} />,
          },
        ]}
      />
      <Row>
        <Card>
          <CardHeader title={t('crm.revenueGrowth')} />
          <CardContent>
            <Chart
              type="area"
              height={280}
              label={t('crm.revenueChart', {
                values: CRM_SAMPLE.revenueByMonth.map((v, i) => `${months[i]}: ${money(v)}`).join(', '),
              })}
              series={[{ name: t('crm.revenue'), data: CRM_SAMPLE.revenueByMonth }]}
              options={options}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader title={t('crm.funnel')} />
          <CardContent>
            <Funnel>
              {FUNNEL_STAGES.map((stage) => {
                const value = funnel[stage];
                const share = Math.round((value / funnel.leads) * 100);
                return (
                  <li key={stage}>
                    <div>
                      <span id={`crm-${stage}`}>{t(`crm.stages.${stage}`)}</span>
                      <span>
                        {number(value)} ({share}%)
                      </span>
                    </div>
                    <LinearProgress value={share} aria-labelledby={`crm-${stage}`} />
                  </li>
                );
              })}
            </Funnel>
          </CardContent>
        </Card>
      </Row>
    </>
  );
}
