import styled, { useTheme } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@atrium/platform';
import { Card, CardContent, CardHeader, Grid, LinearProgress, Skeleton } from '@atrium/ui';
import { Chart } from '@atrium/ui/charts';
import { StarRating } from '../../../common/StarRating';
import { useReviews } from '../api/getReviews';

const Columns = styled(Grid).attrs({ $min: '20rem' })`
  margin-block-end: 1.5rem;
`;

const Average = styled.div`
  display: flex;
  align-items: baseline;
  gap: 0.5rem;
  margin-block-end: 0.5rem;
  strong {
    font-size: 2rem;
    font-weight: 500;
    /* The readable shade of the primary: the gold itself is too light for text on the card (light mode). */
    color: ${({ theme }) => theme.palette.primary.text};
  }
`;

const Bars = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 1rem 0 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 4.5rem 1fr 2.5rem;
    align-items: center;
    gap: 0.75rem;
    font-size: 0.875rem;
  }
  span:last-child {
    text-align: end;
  }
`;

/** The rating summary (average, count per star) and review statistics (published vs pending per rating). */
export function ReviewSummary() {
  const { t } = useTranslation('ecommerce');
  const theme = useTheme();
  const { number } = useFormatters();
  const all = useReviews({ itemsPerPage: -1 });
  const reviews = all.data?.reviews ?? [];
  const total = reviews.length;
  const average = total ? reviews.reduce((s, r) => s + r.review, 0) / total : 0;
  const byStar = [5, 4, 3, 2, 1].map((star) => ({
    star,
    count: reviews.filter((r) => r.review === star).length,
  }));
  const published = reviews.filter((r) => r.status === 'Published').length;

  return (
    <Columns>
      <Card>
        <CardHeader title={t('reviews.summary.title')} />
        <CardContent>
          {all.isLoading ? (
            <Skeleton $height="8rem" />
          ) : (
            <>
              <Average>
                <strong>{number(average, { maximumFractionDigits: 1 })}</strong>
                <StarRating value={Math.round(average)} />
              </Average>
              <div>{t('reviews.summary.total', { count: total, formatted: number(total) })}</div>
              <Bars>
                {byStar.map(({ star, count }) => (
                  <li key={star}>
                    <span>{t('reviews.summary.stars', { count: star })}</span>
                    <LinearProgress
                      value={total ? (count / total) * 100 : 0}
                      aria-label={t('reviews.summary.stars', { count: star })}
                    />
                    <span>{number(count)}</span>
                  </li>
                ))}
              </Bars>
            </>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader
          title={t('reviews.stats.title')}
          subtitle={t('reviews.stats.subtitle', {
            published: number(published),
            pending: number(total - published),
          })}
        />
        <CardContent>
          <Chart
            type="bar"
            height={240}
            label={t('reviews.stats.label')}
            series={[
              {
                name: t('reviews.status.Published'),
                data: [1, 2, 3, 4, 5].map(
                  (s) => reviews.filter((r) => r.review === s && r.status === 'Published').length,
                ),
              },
              {
                name: t('reviews.status.Pending'),
                data: [1, 2, 3, 4, 5].map(
                  (s) => reviews.filter((r) => r.review === s && r.status === 'Pending').length,
                ),
              },
            ]}
            options={{
              chart: { stacked: true },
              colors: [theme.palette.success.main, theme.palette.warning.main],
              xaxis: { categories: [1, 2, 3, 4, 5].map((s) => t('reviews.summary.stars', { count: s })) },
              plotOptions: { bar: { borderRadius: 4, columnWidth: '45%' } },
            }}
          />
        </CardContent>
      </Card>
    </Columns>
  );
}
