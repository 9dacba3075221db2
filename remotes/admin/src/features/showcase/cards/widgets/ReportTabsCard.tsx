import { useId } from 'react';
import styled, { useTheme } from 'styled-components';
import { IconChartBar, IconCurrencyDollar, IconShoppingCart } from '@tabler/icons-react';
import { useFormatters } from '@atrium/platform';
import { Card, CardContent, CardHeader, Tab, TabList, TabPanel, Tabs } from '@atrium/ui';
import { Chart } from '@atrium/ui/charts';
import { useShowcaseTranslation } from '../../showcaseStrings';
import { SHOWCASE_CARDS_NS } from '../strings';

const REPORTS = [
  { key: 'orders', icon: IconShoppingCart, data: [28, 10, 45, 38, 15, 30, 35, 28, 8] },
  { key: 'sales', icon: IconChartBar, data: [35, 25, 15, 40, 42, 25, 48, 8, 30] },
  { key: 'profit', icon: IconCurrencyDollar, data: [10, 22, 27, 33, 42, 32, 27, 22, 8] },
] as const;

const MONTHS = Array.from({ length: 9 }, (_, i) => new Date(2026, i, 1));

const Panel = styled(TabPanel)`
  padding-block-start: 1rem;
`;

/** A report switched by tabs (orders, sales, profit), each a bar chart of the year's months. */
export function ReportTabsCard() {
  const { t } = useShowcaseTranslation(SHOWCASE_CARDS_NS);
  const titleId = useId();
  const theme = useTheme();
  const { date } = useFormatters();
  const months = MONTHS.map((m) => date(m, { month: 'short' }));
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader
        title={<span id={titleId}>{t('widgets.report.title')}</span>}
        subtitle={t('widgets.report.subtitle')}
      />
      <CardContent>
        <Tabs defaultValue="orders">
          <TabList variant="pills" aria-label={t('widgets.report.title')}>
            {REPORTS.map(({ key, icon: Icon }) => (
              <Tab key={key} value={key} icon={<Icon size={18} aria-hidden="true" />}>
                {t(`widgets.report.${key}`)}
              </Tab>
            ))}
          </TabList>
          {REPORTS.map(({ key, data }) => (
            <Panel key={key} value={key}>
              <Chart
                type="bar"
                height={220}
                label={t('widgets.report.chart', { report: t(`widgets.report.${key}`) })}
                series={[{ name: t(`widgets.report.${key}`), data: [...data] }]}
                options={{
                  xaxis: { categories: months },
                  colors: [theme.palette.primary.main],
                  plotOptions: { bar: { columnWidth: '40%', borderRadius: 6 } },
                }}
                table={{
                  columns: [t('widgets.report.month'), t(`widgets.report.${key}`)],
                  rows: data.map((v, i) => [months[i], String(v)]),
                }}
              />
            </Panel>
          ))}
        </Tabs>
      </CardContent>
    </Card>
  );
}
