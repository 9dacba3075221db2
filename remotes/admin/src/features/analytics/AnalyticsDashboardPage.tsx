import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconBriefcase, IconCircleCheck, IconClock, IconUsers } from '@tabler/icons-react';
import { useFormatters } from '@atrium/platform';
import {
  Card,
  CardContent,
  CardHeader,
  ErrorState,
  Grid,
  PageHeader,
  Skeleton,
  StatCardRow,
} from '@atrium/ui';
import { Chart } from '@atrium/ui/charts';
import { useProjects } from './api/getProjects';
import { ProjectsTable } from './components/ProjectsTable';
import { summarizeProjects } from './components/summarizeProjects';

const Stack = styled.div`
  display: grid;
  gap: 1.5rem;
`;

/** The largest page the API serves: the summary and chart read every project (7 in the sample). */
const SUMMARY_PAGE = 100;

/** Analytics dashboard: project numbers, progress per project (chart) and the projects table. */
export default function AnalyticsDashboardPage() {
  const { t } = useTranslation('admin');
  const { number } = useFormatters();
  const all = useProjects({ page: 1, itemsPerPage: SUMMARY_PAGE });
  const projects = all.data?.projects;
  const summary = useMemo(() => (projects ? summarizeProjects(projects) : undefined), [projects]);
  const chartOptions = useMemo(
    () => ({
      xaxis: { categories: projects?.map((p) => p.name) ?? [], max: 100 },
      plotOptions: { bar: { horizontal: true, barHeight: '60%' } },
      // Horizontal bars put the project names on the y axis: ApexCharts lays them out from their
      // start, so they are aligned to the start too (else they are drawn over the bars).
      yaxis: { labels: { align: 'left' as const, maxWidth: 160 } },
      tooltip: { y: { formatter: (v: number) => `${v}%` } },
    }),
    [projects],
  );

  let top: ReactNode;
  if (all.error) {
    top = (
      <Card>
        <ErrorState message={all.error.message} onRetry={() => void all.refetch()} />
      </Card>
    );
  } else if (!summary || !projects) {
    top = (
      <Grid $min="14rem" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} $height="6rem" />
        ))}
      </Grid>
    );
  } else {
    top = (
      <>
        <StatCardRow
          variant="kpi"
          cards={[
            {
              title: t('analytics.summary.projects'),
              value: number(summary.total),
              color: 'primary',
              icon: <IconBriefcase size={24} />,
            },
            {
              title: t('analytics.summary.averageProgress'),
              value: `${number(summary.averageProgress)}%`,
              color: 'info',
              icon: <IconCircleCheck size={24} />,
            },
            {
              title: t('analytics.summary.hours'),
              value: number(summary.hours),
              color: 'warning',
              icon: <IconClock size={24} />,
            },
            {
              title: t('analytics.summary.members'),
              value: number(summary.members),
              color: 'success',
              icon: <IconUsers size={24} />,
            },
          ]}
        />
        <Card>
          <CardHeader title={t('analytics.progressChart')} subtitle={t('analytics.progressChartSubtitle')} />
          <CardContent>
            <Chart
              type="bar"
              height={320}
              label={t('analytics.progressChartLabel', {
                values: projects.map((p) => `${p.name}: ${p.progress}%`).join(', '),
              })}
              series={[{ name: t('analytics.columns.progress'), data: projects.map((p) => p.progress) }]}
              options={chartOptions}
            />
          </CardContent>
        </Card>
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('analytics.title')} />
      <Stack>
        {top}
        <ProjectsTable />
      </Stack>
    </>
  );
}
