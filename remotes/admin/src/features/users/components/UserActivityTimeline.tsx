import { useTranslation } from 'react-i18next';
import type { UserActivityEntry } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { Card, CardContent, CardHeader, Timeline, type ColorName } from '@atrium/ui';

const DOT: Record<UserActivityEntry['kind'], ColorName> = {
  invoicePaid: 'success',
  meeting: 'info',
  projectCreated: 'primary',
  tasksCompleted: 'warning',
  signedIn: 'secondary',
};

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
        <Timeline
          aria-label={t('users.activity.title')}
          events={entries.map((entry) => ({
            id: entry.id,
            color: DOT[entry.kind],
            title: t(`users.activity.kinds.${entry.kind}.title`, values(entry)),
            description: t(`users.activity.kinds.${entry.kind}.text`, values(entry)),
            at: entry.at,
            time: date(entry.at, { dateStyle: 'medium', timeStyle: 'short' }),
          }))}
        />
      </CardContent>
    </Card>
  );
}
