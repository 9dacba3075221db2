import { ChartJs } from '@atrium/ui/chartjs';
import { useShowcaseTranslation } from '../showcaseStrings';
import { DemoSection } from '../DemoSection';
import { SHOWCASE_CHARTS_NS } from './strings';
import { ChartCell, ChartGrid } from './ChartCell';
import { useChartWords } from './useChartWords';
import {
  BUBBLES,
  COUNTRY_SALES,
  EXPENSES,
  NEW_USERS,
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

const HEIGHT = 300;

/** The Chart.js charts through the design system's wrapper (`@atrium/ui/chartjs`). */
export default function ChartjsDemo() {
  const { t } = useShowcaseTranslation(SHOWCASE_CHARTS_NS);
  const words = useChartWords();
  const d = (key: string) => t(`sampleData.${key}`);
  const p = (key: string) => t(`chartjs.${key}`);
  const campaigns = t('sampleData.campaigns', { returnObjects: true }) as string[];
  const { months } = words;
  const countries = COUNTRY_SALES.map(([code]) => words.country(code));

  return (
    <ChartGrid>
      <DemoSection title={p('bar.title')}>
        <ChartCell>
          <ChartJs
            type="bar"
            height={HEIGHT}
            label={p('bar.label')}
            data={{
              labels: months,
              datasets: [
                { label: d('revenue'), data: REVENUE },
                { label: d('expenses'), data: EXPENSES },
              ],
            }}
            table={{
              columns: [d('month'), d('revenue'), d('expenses')],
              rows: months.map((m, i) => [m, REVENUE[i], EXPENSES[i]]),
            }}
          />
        </ChartCell>
      </DemoSection>

      <DemoSection title={p('horizontalBar.title')}>
        <ChartCell>
          <ChartJs
            type="bar"
            height={HEIGHT}
            label={p('horizontalBar.label')}
            data={{
              labels: countries,
              datasets: [{ label: d('sales'), data: COUNTRY_SALES.map(([, v]) => v) }],
            }}
            options={{ indexAxis: 'y', plugins: { legend: { display: false } } }}
            table={{
              columns: [d('country'), d('sales')],
              rows: COUNTRY_SALES.map(([, v], i) => [countries[i], v]),
            }}
          />
        </ChartCell>
      </DemoSection>

      <DemoSection title={p('line.title')}>
        <ChartCell>
          <ChartJs
            type="line"
            height={HEIGHT}
            label={p('line.label')}
            data={{
              labels: months,
              datasets: [
                { label: d('sessions'), data: SESSIONS, fill: true },
                { label: d('newUsers'), data: NEW_USERS, borderDash: [6, 4] },
              ],
            }}
            table={{
              columns: [d('month'), d('sessions'), d('newUsers')],
              rows: months.map((m, i) => [m, SESSIONS[i], NEW_USERS[i]]),
            }}
          />
        </ChartCell>
      </DemoSection>

      <DemoSection title={p('radar.title')}>
        <ChartCell>
          <ChartJs
            type="radar"
            height={HEIGHT}
            label={p('radar.label')}
            data={{
              labels: SKILLS.map((skill) => d(`skills.${skill}`)),
              datasets: [
                { label: d('thisYear'), data: SKILLS_THIS_YEAR },
                { label: d('lastYear'), data: SKILLS_LAST_YEAR },
              ],
            }}
            options={{ scales: { r: { suggestedMin: 0, suggestedMax: 100 } } }}
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

      <DemoSection title={p('polarArea.title')}>
        <ChartCell>
          <ChartJs
            type="polarArea"
            height={HEIGHT}
            label={p('polarArea.label')}
            data={{
              labels: countries,
              datasets: [{ label: d('sales'), data: COUNTRY_SALES.map(([, v]) => v) }],
            }}
            table={{
              columns: [d('country'), d('sales')],
              rows: COUNTRY_SALES.map(([, v], i) => [countries[i], v]),
            }}
          />
        </ChartCell>
      </DemoSection>

      <DemoSection title={p('doughnut.title')}>
        <ChartCell>
          <ChartJs
            type="doughnut"
            height={HEIGHT}
            label={p('doughnut.label')}
            data={{
              labels: TRAFFIC_SOURCES.map((source) => d(`sources.${source}`)),
              datasets: [{ label: d('visits'), data: TRAFFIC }],
            }}
            options={{ cutout: '65%' }}
            table={{
              columns: [d('source'), d('visits')],
              rows: TRAFFIC_SOURCES.map((source, i) => [d(`sources.${source}`), TRAFFIC[i]]),
            }}
          />
        </ChartCell>
      </DemoSection>

      <DemoSection title={p('scatter.title')}>
        <ChartCell>
          <ChartJs
            type="scatter"
            height={HEIGHT}
            label={p('scatter.label')}
            data={{
              datasets: [
                { label: d('newVisitors'), data: SCATTER_NEW },
                { label: d('returningVisitors'), data: SCATTER_RETURNING },
              ],
            }}
            options={{
              scales: {
                x: { title: { display: true, text: d('pages') } },
                y: { title: { display: true, text: d('minutes') } },
              },
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

      <DemoSection title={p('bubble.title')}>
        <ChartCell>
          <ChartJs
            type="bubble"
            height={HEIGHT}
            label={p('bubble.label')}
            data={{ datasets: BUBBLES.map((data, i) => ({ label: campaigns[i], data })) }}
            options={{
              scales: {
                x: { title: { display: true, text: d('reach') } },
                y: { title: { display: true, text: d('conversion') } },
              },
            }}
            table={{
              columns: [d('campaign'), d('reach'), d('conversion'), d('budget')],
              rows: BUBBLES.flatMap((points, i) => points.map(({ x, y, r }) => [campaigns[i], x, y, r])),
            }}
          />
        </ChartCell>
      </DemoSection>
    </ChartGrid>
  );
}
