import styled, { useTheme } from 'styled-components';
import {
  IconBriefcase,
  IconCurrencyDollar,
  IconEye,
  IconShoppingCart,
  IconTruck,
  IconUsers,
} from '@tabler/icons-react';
import { useFormatters } from '@atrium/platform';
import { StatCard, type ColorName } from '@atrium/ui';
import { Chart, preloadCharts } from '@atrium/ui/charts';
import { useShowcaseTranslation } from '../showcaseStrings';
import { SHOWCASE_CARDS_NS } from './strings';
import { CardGrid, SectionTitle } from './cardParts';

// The charting library starts loading with the page's chunk, not when the first card renders.
void preloadCharts();

const Page = styled.div`
  display: grid;
  gap: 1.5rem;
`;

const ICON = { size: 22, 'aria-hidden': true } as const;

const SUMMARY = [
  { key: 'sessions', icon: IconUsers, color: 'primary', value: 21459, change: 29 },
  { key: 'paidUsers', icon: IconBriefcase, color: 'error', value: 4567, change: 18 },
  { key: 'activeUsers', icon: IconEye, color: 'success', value: 19860, change: -14 },
  { key: 'pendingUsers', icon: IconUsers, color: 'warning', value: 237, change: 42 },
] as const;

const KPI = [
  { key: 'orders', icon: IconShoppingCart, color: 'primary', value: 42, change: 18.2 },
  { key: 'delivered', icon: IconTruck, color: 'success', value: 8, change: -8.7 },
  { key: 'revenue', icon: IconCurrencyDollar, color: 'info', value: 27, change: 4.3 },
] as const;

const SPARKS: { key: string; color: ColorName; type: 'area' | 'bar' | 'line'; data: number[] }[] = [
  { key: 'profit', color: 'success', type: 'area', data: [12, 18, 10, 24, 20, 32, 28] },
  { key: 'expenses', color: 'warning', type: 'bar', data: [40, 62, 38, 55, 47, 70, 52] },
  { key: 'impressions', color: 'info', type: 'line', data: [30, 24, 38, 26, 44, 36, 50] },
];

function Sparkline({
  label,
  color,
  type,
  data,
}: {
  label: string;
  color: ColorName;
  type: 'area' | 'bar' | 'line';
  data: number[];
}) {
  const theme = useTheme();
  return (
    <Chart
      type={type}
      height={64}
      label={label}
      series={[{ name: label, data }]}
      options={{
        chart: { sparkline: { enabled: true } },
        colors: [theme.palette[color].main],
        stroke: { width: type === 'bar' ? 0 : 2.5, curve: 'smooth' },
        plotOptions: { bar: { columnWidth: '45%', borderRadius: 3 } },
        tooltip: { enabled: false },
      }}
    />
  );
}

export default function CardStatisticsDemo() {
  const { t } = useShowcaseTranslation(SHOWCASE_CARDS_NS);
  const { number, money } = useFormatters();
  const percent = (n: number) =>
    number(n / 100, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'always' });
  return (
    <Page>
      <SectionTitle>{t('statistics.sections.summary')}</SectionTitle>
      <CardGrid $min="15rem">
        {SUMMARY.map(({ key, icon: Icon, color, value, change }) => (
          <StatCard
            key={key}
            title={t(`statistics.${key}`)}
            value={number(value)}
            color={color}
            icon={<Icon {...ICON} />}
            trend={{ value: change, text: percent(change) }}
            subtitle={t('statistics.lastWeek')}
          />
        ))}
      </CardGrid>

      <SectionTitle>{t('statistics.sections.kpi')}</SectionTitle>
      <CardGrid $min="15rem">
        {KPI.map(({ key, icon: Icon, color, value, change }) => (
          <StatCard
            key={key}
            variant="kpi"
            accent
            title={t(`statistics.${key}`)}
            value={number(value)}
            color={color}
            icon={<Icon {...ICON} />}
            trend={{ value: change, text: percent(change) }}
            subtitle={t('statistics.vsLastWeek')}
          />
        ))}
        <StatCard
          variant="kpi"
          title={t('statistics.loading')}
          value=""
          loading
          icon={<IconEye {...ICON} />}
        />
      </CardGrid>

      <SectionTitle>{t('statistics.sections.vertical')}</SectionTitle>
      <CardGrid $min="11rem">
        {SUMMARY.map(({ key, icon: Icon, color, value, change }) => (
          <StatCard
            key={key}
            variant="vertical"
            title={t(`statistics.${key}`)}
            value={number(value)}
            color={color}
            icon={<Icon {...ICON} />}
            trend={{ value: change, text: percent(change) }}
          />
        ))}
        <StatCard
          variant="vertical"
          title={t('statistics.returns')}
          value={number(12)}
          color="success"
          icon={<IconTruck {...ICON} />}
          trend={{ value: -3, text: percent(-3), goodWhen: 'down' }}
        />
      </CardGrid>

      <SectionTitle>{t('statistics.sections.charts')}</SectionTitle>
      <CardGrid $min="15rem">
        {SPARKS.map(({ key, color, type, data }) => (
          <StatCard
            key={key}
            title={t(`statistics.${key}`)}
            value={money(data.reduce((s, v) => s + v, 0) * 100)}
            color={color}
            trend={{ value: data[6] - data[5], text: percent(((data[6] - data[5]) / data[5]) * 100) }}
            subtitle={t('statistics.thisWeek')}
            footer={<Sparkline label={t(`statistics.${key}Chart`)} color={color} type={type} data={data} />}
          />
        ))}
      </CardGrid>
    </Page>
  );
}
