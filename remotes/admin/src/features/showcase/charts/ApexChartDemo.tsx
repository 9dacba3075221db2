import { useMemo, useState } from 'react';
import { useTheme } from 'styled-components';
import { Switch } from '@atrium/ui';
import { Chart, type ChartOptions } from '@atrium/ui/charts';
import { useShowcaseTranslation } from '../showcaseStrings';
import { DemoSection } from '../DemoSection';
import { SHOWCASE_CHARTS_NS } from './strings';
import { ChartCell, ChartControls, ChartGrid } from './ChartCell';
import { useChartWords } from './useChartWords';
import {
  BALANCE,
  CANDLE_DAYS,
  CANDLES,
  COUNTRY_SALES,
  EXPENSES,
  FORECAST,
  GOAL_PERCENTS,
  GOALS,
  HOUR_SLOTS,
  NEW_USERS,
  ORDERS_BY_SLOT,
  REVENUE,
  SCATTER_NEW,
  SCATTER_RETURNING,
  SESSIONS,
  SKILLS,
  SKILLS_LAST_YEAR,
  SKILLS_THIS_YEAR,
  TRAFFIC,
  TRAFFIC_SOURCES,
} from './sampleData';

const HEIGHT = 280;
const GOAL_AVERAGE = GOAL_PERCENTS.reduce((sum, value) => sum + value, 0) / GOAL_PERCENTS.length;
const TRAFFIC_TOTAL = TRAFFIC.reduce((sum, value) => sum + value, 0);

/** Every kind of ApexCharts chart through the design system's wrapper (`@atrium/ui/charts`). */
export default function ApexChartDemo() {
  const { t } = useShowcaseTranslation(SHOWCASE_CHARTS_NS);
  const words = useChartWords();
  const { palette, direction } = useTheme();
  // A y axis of words (countries, weekdays): ApexCharts measures such labels short of their width,
  // so they are set against the chart's edge with room kept — on the right in RTL, where the axis is.
  const wordAxis = useMemo<ChartOptions>(
    () => ({
      yaxis: { labels: { align: 'left', minWidth: 40, maxWidth: 200 } },
      grid: { padding: direction === 'rtl' ? { right: 72 } : {} },
    }),
    [direction],
  );
  const [stacked, setStacked] = useState(false);
  const d = (key: string) => t(`sampleData.${key}`);
  const p = (key: string) => t(`apex-chart.${key}`);
  const { months } = words;
  const percent = useMemo(
    () => new Intl.NumberFormat(words.language, { style: 'percent', maximumFractionDigits: 0 }),
    [words.language],
  );

  const columnOptions = useMemo<ChartOptions>(
    () => ({
      chart: { stacked },
      xaxis: { categories: months },
      plotOptions: { bar: { columnWidth: stacked ? '40%' : '60%' } },
      legend: { position: 'top', horizontalAlign: 'left' },
    }),
    [stacked, months],
  );

  return (
    <ChartGrid>
      <DemoSection title={p('area.title')}>
        <ChartCell>
          <Chart
            type="area"
            height={HEIGHT}
            label={p('area.label')}
            series={[
              { name: d('sessions'), data: SESSIONS },
              { name: d('newUsers'), data: NEW_USERS },
            ]}
            options={{
              xaxis: { categories: months },
              stroke: { curve: 'smooth', width: 2 },
              fill: { type: 'gradient', gradient: { opacityFrom: 0.4, opacityTo: 0.05 } },
              legend: { position: 'top', horizontalAlign: 'left' },
            }}
            table={{
              columns: [d('month'), d('sessions'), d('newUsers')],
              rows: months.map((m, i) => [m, SESSIONS[i], NEW_USERS[i]]),
            }}
          />
        </ChartCell>
      </DemoSection>

      <DemoSection title={p('column.title')}>
        <ChartControls>
          <Switch label={p('column.stacked')} checked={stacked} onCheckedChange={setStacked} />
        </ChartControls>
        <ChartCell>
          <Chart
            type="bar"
            height={HEIGHT}
            label={stacked ? p('column.labelStacked') : p('column.label')}
            series={[
              { name: d('revenue'), data: REVENUE },
              { name: d('expenses'), data: EXPENSES },
            ]}
            options={columnOptions}
            table={{
              columns: [d('month'), d('revenue'), d('expenses')],
              rows: months.map((m, i) => [m, REVENUE[i], EXPENSES[i]]),
            }}
          />
        </ChartCell>
      </DemoSection>

      <DemoSection title={p('bar.title')}>
        <ChartCell>
          <Chart
            type="bar"
            height={HEIGHT}
            label={p('bar.label')}
            series={[{ name: d('sales'), data: COUNTRY_SALES.map(([, v]) => v) }]}
            options={{
              // Country names are longer than weekdays: their column is kept wide enough for them.
              yaxis: { labels: { align: 'left', minWidth: 130, maxWidth: 200 } },
              plotOptions: { bar: { horizontal: true, barHeight: '55%', distributed: true } },
              xaxis: { categories: COUNTRY_SALES.map(([code]) => words.country(code)) },
              legend: { show: false },
            }}
            table={{
              columns: [d('country'), d('sales')],
              rows: COUNTRY_SALES.map(([code, v]) => [words.country(code), v]),
            }}
          />
        </ChartCell>
      </DemoSection>

      <DemoSection title={p('line.title')}>
        <ChartCell>
          <Chart
            type="line"
            height={HEIGHT}
            label={p('line.label')}
            series={[
              { name: d('balance'), data: BALANCE },
              { name: d('forecast'), data: FORECAST },
            ]}
            options={{
              xaxis: { categories: months },
              stroke: { curve: 'straight', width: [3, 2], dashArray: [0, 6] },
              markers: { size: [4, 0] },
              legend: { position: 'top', horizontalAlign: 'left' },
            }}
            table={{
              columns: [d('month'), d('balance'), d('forecast')],
              rows: months.map((m, i) => [m, BALANCE[i], FORECAST[i]]),
            }}
          />
        </ChartCell>
      </DemoSection>

      <DemoSection title={p('scatter.title')}>
        <ChartCell>
          <Chart
            type="scatter"
            height={HEIGHT}
            label={p('scatter.label')}
            series={[
              { name: d('newVisitors'), data: SCATTER_NEW.map(({ x, y }) => [x, y]) },
              { name: d('returningVisitors'), data: SCATTER_RETURNING.map(({ x, y }) => [x, y]) },
            ]}
            options={{
              xaxis: { type: 'numeric', tickAmount: 7, title: { text: d('pages') } },
              yaxis: { title: { text: d('minutes') } },
              markers: { size: 6 },
              legend: { position: 'top', horizontalAlign: 'left' },
            }}
            table={{
              columns: [d('visitor'), d('pages'), d('minutes')],
              rows: [
                ...SCATTER_NEW.map(({ x, y }) => [d('newVisitors'), x, y]),
                ...SCATTER_RETURNING.map(({ x, y }) => [d('returningVisitors'), x, y]),
              ],
            }}
          />
        </ChartCell>
      </DemoSection>

      <DemoSection title={p('heatmap.title')}>
        <ChartCell>
          <Chart
            type="heatmap"
            height={HEIGHT}
            label={p('heatmap.label')}
            // Apex draws the first series at the bottom: Sunday down there, Monday on top.
            series={words.weekdays
              .map((name, day) => ({
                name,
                data: HOUR_SLOTS.map((hour, slot) => ({ x: words.hour(hour), y: ORDERS_BY_SLOT[day][slot] })),
              }))
              .reverse()}
            options={{
              ...wordAxis,
              plotOptions: { heatmap: { radius: 4, enableShades: true, shadeIntensity: 0.6 } },
              // One colour in shades of it: the darker the cell, the more orders.
              colors: [palette.primary.main],
              stroke: { width: 2, colors: [palette.background.paper] },
            }}
            table={{
              columns: [d('day'), ...HOUR_SLOTS.map(words.hour)],
              rows: words.weekdays.map((name, day) => [name, ...ORDERS_BY_SLOT[day]]),
            }}
          />
        </ChartCell>
      </DemoSection>

      <DemoSection title={p('radialBar.title')}>
        <ChartCell>
          <Chart
            type="radialBar"
            height={HEIGHT}
            label={p('radialBar.label')}
            series={GOAL_PERCENTS}
            options={{
              labels: GOALS.map((goal) => d(`goals.${goal}`)),
              plotOptions: {
                radialBar: {
                  hollow: { size: '30%' },
                  dataLabels: {
                    value: { formatter: (value: number) => percent.format(value / 100) },
                    total: {
                      show: true,
                      label: d('average'),
                      formatter: () => percent.format(GOAL_AVERAGE / 100),
                    },
                  },
                },
              },
              legend: { show: true, position: 'bottom' },
            }}
            table={{
              columns: [d('goal'), d('percent')],
              rows: GOALS.map((goal, i) => [d(`goals.${goal}`), GOAL_PERCENTS[i]]),
            }}
          />
        </ChartCell>
      </DemoSection>

      <DemoSection title={p('radar.title')}>
        <ChartCell>
          <Chart
            type="radar"
            height={HEIGHT}
            label={p('radar.label')}
            series={[
              { name: d('thisYear'), data: SKILLS_THIS_YEAR },
              { name: d('lastYear'), data: SKILLS_LAST_YEAR },
            ]}
            options={{
              xaxis: { categories: SKILLS.map((skill) => d(`skills.${skill}`)) },
              fill: { opacity: 0.2 },
              markers: { size: 3 },
              yaxis: { show: false },
              legend: { position: 'bottom' },
            }}
            table={{
              columns: [d('skill'), d('thisYear'), d('lastYear')],
              rows: SKILLS.map((skill, i) => [
                d(`skills.${skill}`),
                SKILLS_THIS_YEAR[i],
                SKILLS_LAST_YEAR[i],
              ]),
            }}
          />
        </ChartCell>
      </DemoSection>

      <DemoSection title={p('donut.title')}>
        <ChartCell>
          <Chart
            type="donut"
            height={HEIGHT}
            label={p('donut.label')}
            series={TRAFFIC}
            options={{
              labels: TRAFFIC_SOURCES.map((source) => d(`sources.${source}`)),
              legend: { position: 'bottom' },
              dataLabels: { enabled: true },
              plotOptions: {
                pie: {
                  donut: {
                    size: '68%',
                    labels: {
                      show: true,
                      total: {
                        show: true,
                        label: d('visits'),
                        formatter: () => TRAFFIC_TOTAL.toLocaleString(words.language),
                      },
                    },
                  },
                },
              },
            }}
            table={{
              columns: [d('source'), d('visits')],
              rows: TRAFFIC_SOURCES.map((source, i) => [d(`sources.${source}`), TRAFFIC[i]]),
            }}
          />
        </ChartCell>
      </DemoSection>

      <DemoSection title={p('candlestick.title')}>
        <ChartCell>
          <Chart
            type="candlestick"
            height={HEIGHT}
            label={p('candlestick.label')}
            series={[
              {
                name: d('price'),
                data: CANDLES.map((y, i) => ({ x: words.day(CANDLE_DAYS[i]), y })),
              },
            ]}
            options={{
              xaxis: { type: 'category', tickAmount: 6 },
              plotOptions: {
                candlestick: { colors: { upward: palette.success.main, downward: palette.error.main } },
              },
            }}
            table={{
              columns: [d('date'), d('open'), d('high'), d('low'), d('close')],
              rows: CANDLES.map((candle, i) => [words.day(CANDLE_DAYS[i]), ...candle]),
            }}
          />
        </ChartCell>
      </DemoSection>
    </ChartGrid>
  );
}
