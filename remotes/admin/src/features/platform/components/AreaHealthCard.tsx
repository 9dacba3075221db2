import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { AreaHealth, WebVital } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { Card, CardHeader, Chip, EmptyState, ErrorState, Skeleton } from '@atrium/ui';
import { useAreaHealth } from '../api/getAreaHealth';

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 0.75rem 1.25rem;
    border-block-end: 1px solid ${({ theme }) => theme.palette.divider};
    text-align: start;
    white-space: nowrap;
  }
  th {
    font-size: 0.8125rem;
    font-weight: 500;
    text-transform: uppercase;
  }
  .num {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  .message {
    white-space: normal;
    min-inline-size: 14rem;
    color: ${({ theme }) => theme.palette.text.secondary};
    font-size: 0.8125rem;
  }
`;

/** Good up to the first bound, poor past the second: the web vitals' own thresholds at p75. */
const THRESHOLDS: Record<WebVital | 'errorRate', [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  errorRate: [0.01, 0.05],
};
const colorOf = (what: keyof typeof THRESHOLDS, value: number) =>
  value <= THRESHOLDS[what][0] ? 'success' : value <= THRESHOLDS[what][1] ? 'warning' : 'error';

/**
 * Each build of each area over the last day, from the pages people opened: views, error rate, the 75th
 * percentile of each web vital (coloured by its thresholds) and of the time to the first page, and the
 * last error — so a canary can be judged against the live version before it goes to everyone.
 */
export function AreaHealthCard() {
  const { t } = useTranslation('admin');
  const { number } = useFormatters();
  const health = useAreaHealth();
  const ms = (value: number | null) =>
    value === null ? '—' : t('platform.health.ms', { ms: number(value) });
  const vital = (build: AreaHealth, name: WebVital) => {
    const value = build.vitals[name];
    if (value === null) return '—';
    const text = name === 'CLS' ? number(value, { maximumFractionDigits: 3 }) : ms(value);
    return (
      <Chip size="sm" variant="tonal" color={colorOf(name, value)}>
        {text}
      </Chip>
    );
  };

  let body;
  if (health.error)
    body = <ErrorState message={health.error.message} onRetry={() => void health.refetch()} />;
  else if (!health.data) body = <Skeleton $height="8rem" />;
  else if (!health.data.areas.length) body = <EmptyState title={t('platform.health.empty')} />;
  else
    body = (
      <Scroll>
        <Table aria-label={t('platform.health.title')}>
          <thead>
            <tr>
              <th>{t('platform.columns.area')}</th>
              <th>{t('platform.health.version')}</th>
              <th className="num">{t('platform.health.views')}</th>
              <th className="num">{t('platform.health.errorRate')}</th>
              <th>LCP</th>
              <th>INP</th>
              <th>CLS</th>
              <th className="num">{t('platform.health.firstPage')}</th>
              <th>{t('platform.health.lastError')}</th>
            </tr>
          </thead>
          <tbody>
            {health.data.areas.map((build) => (
              <tr key={`${build.area} ${build.version}`}>
                <td>{build.area}</td>
                <td dir="ltr">{build.version}</td>
                <td className="num">{number(build.views)}</td>
                <td className="num">
                  <Chip size="sm" variant="tonal" color={colorOf('errorRate', build.errorRate)}>
                    {number(build.errorRate, { style: 'percent', maximumFractionDigits: 1 })}
                  </Chip>
                </td>
                <td>{vital(build, 'LCP')}</td>
                <td>{vital(build, 'INP')}</td>
                <td>{vital(build, 'CLS')}</td>
                <td className="num">{ms(build.phases.firstPage)}</td>
                <td className="message">{build.recentErrors[0]?.message ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
    );

  return (
    <Card aria-label={t('platform.health.title')} style={{ marginBlockStart: '1.5rem' }}>
      <CardHeader title={t('platform.health.title')} subtitle={t('platform.health.subtitle')} as="h2" />
      {body}
    </Card>
  );
}
