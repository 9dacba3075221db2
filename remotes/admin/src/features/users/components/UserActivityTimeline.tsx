import { useTranslation } from 'react-i18next';
import type { UserActivityEntry } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { Card, CardContent, CardHeader, Timeline, type ColorName } from '@atrium/ui';

const DOT: Record<UserActivityEntry['kind'], ColorName> = {
  signedIn: 'secondary',
  created: 'success',
  updated: 'primary',
  deleted: 'error',
};

/** What the user did lately (the audit log's entries), newest first, worded in the page's language. */
export function UserActivityTimeline({ entries }: { entries: UserActivityEntry[] }) {
  const { t } = useTranslation('admin');
  const { date } = useFormatters();
  // The kind of record in the page's language (the audit log's words); names stay as they are.
  const values = (entry: UserActivityEntry) => ({
    ...entry.values,
    ...(typeof entry.values.subject === 'string'
      ? { subject: t(`audit.subjects.${entry.values.subject}`, { defaultValue: entry.values.subject }) }
      : {}),
  });
  return (
    <Card>
      <CardHeader title={t('users.activity.title')} />
      <CardContent>
        {entries.length === 0 && <p>{t('users.activity.empty')}</p>}
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
