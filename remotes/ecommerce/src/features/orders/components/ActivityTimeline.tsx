import { useTranslation } from 'react-i18next';
import type { OrderActivity } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { Card, CardContent, CardHeader, Timeline } from '@atrium/ui';

/** The order's shipping activity, oldest first. */
export function ActivityTimeline({ activity }: { activity: OrderActivity[] }) {
  const { t } = useTranslation('ecommerce');
  const { date } = useFormatters();
  return (
    <Card>
      <CardHeader title={t('orders.details.activity')} />
      <CardContent>
        <Timeline
          events={activity.map((a) => ({
            id: a.step,
            title: t(`orders.activity.${a.step}.title`),
            description: t(`orders.activity.${a.step}.text`),
            at: a.at,
            time: date(a.at, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }),
          }))}
        />
      </CardContent>
    </Card>
  );
}
