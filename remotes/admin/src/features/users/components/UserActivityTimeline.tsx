import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { UserActivityEntry } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { Card, CardContent, CardHeader, type ColorName } from '@atrium/ui';

const DOT: Record<UserActivityEntry['kind'], ColorName> = {
  invoicePaid: 'success',
  meeting: 'info',
  projectCreated: 'primary',
  tasksCompleted: 'warning',
  signedIn: 'secondary',
};

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

const Dot = styled.span<{ $color: ColorName }>`
  position: absolute;
  inset-inline-start: -0.4rem;
  inset-block-start: 0.2rem;
  inline-size: 0.75rem;
  block-size: 0.75rem;
  border-radius: 50%;
  background: ${({ theme, $color }) => theme.palette[$color].main};
  box-shadow: 0 0 0 3px ${({ theme, $color }) => theme.palette[$color].tonal};
`;

/** What the user did lately, newest first, each entry worded in the page's language. */
export function UserActivityTimeline({ entries }: { entries: UserActivityEntry[] }) {
  const { t } = useTranslation('admin');
  const { date, money, number } = useFormatters();
  // Amounts and counts read in the page's locale; names stay as they are.
  const values = (entry: UserActivityEntry) =>
    Object.fromEntries(
      Object.entries(entry.values).map(([key, value]) => [
        key,
        key === 'amount' && typeof value === 'number'
          ? money(value)
          : typeof value === 'number'
            ? number(value)
            : value,
      ]),
    );
  return (
    <Card>
      <CardHeader title={t('users.activity.title')} />
      <CardContent>
        <List aria-label={t('users.activity.title')}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <Dot $color={DOT[entry.kind]} aria-hidden="true" />
              <strong>{t(`users.activity.kinds.${entry.kind}.title`, values(entry))}</strong>
              <p>{t(`users.activity.kinds.${entry.kind}.text`, values(entry))}</p>
              <time dateTime={entry.at}>{date(entry.at, { dateStyle: 'medium', timeStyle: 'short' })}</time>
            </li>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
