import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { OrderActivity } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { Card, CardContent, CardHeader } from '@atrium/ui';

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    position: relative;
    padding-inline-start: 1.75rem;
    padding-block-end: 1.25rem;
    border-inline-start: 1px dashed ${({ theme }) => theme.palette.divider};
    margin-inline-start: 0.4rem;
  }
  li:last-child {
    border-inline-start-color: transparent;
    padding-block-end: 0;
  }
  li::before {
    content: '';
    position: absolute;
    inset-inline-start: -0.4rem;
    inset-block-start: 0.2rem;
    inline-size: 0.75rem;
    block-size: 0.75rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.palette.primary.main};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.palette.primary.tonal};
  }
  strong {
    display: block;
    font-weight: 500;
  }
  p,
  time {
    margin: 0.15rem 0 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

/** The order's shipping activity, oldest first. */
export function ActivityTimeline({ activity }: { activity: OrderActivity[] }) {
  const { t } = useTranslation('ecommerce');
  const { date } = useFormatters();
  return (
    <Card>
      <CardHeader title={t('orders.details.activity')} />
      <CardContent>
        <List>
          {activity.map((a) => (
            <li key={a.step}>
              <strong>{t(`orders.activity.${a.step}.title`)}</strong>
              <p>{t(`orders.activity.${a.step}.text`)}</p>
              <time dateTime={a.at}>
                {date(a.at, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })}
              </time>
            </li>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
