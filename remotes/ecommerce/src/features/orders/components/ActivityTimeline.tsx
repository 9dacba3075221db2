import { useTranslation } from 'react-i18next';
import type { OrderActivity } from '@atrium/contracts';
import { useStoreFormatters } from '@atrium/platform';
import { Card, CardContent, CardHeader, Timeline } from '@atrium/ui';

/** The order's history, oldest first: placed, paid, shipped, delivered, cancelled or refunded. */
export function ActivityTimeline({ activity }: { activity: OrderActivity[] }) {
  const { t } = useTranslation('ecommerce');
  const { date, money } = useStoreFormatters();
  // What the step adds: the shipment's carrier and tracking number, the refund's amount, who did it.
  const details = (a: OrderActivity) =>
    [
      t(`orders.activity.${a.step}.text`, { amount: a.amount === undefined ? '' : money(a.amount) }),
      a.trackingNumber ? t('orders.activity.tracking', { carrier: a.carrier, number: a.trackingNumber }) : '',
      a.by ? t('orders.activity.by', { name: a.by }) : '',
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <Card>
      <CardHeader title={t('orders.details.activity')} />
      <CardContent>
        <Timeline
          events={activity.map((a, i) => ({
            id: `${a.step}-${i}`,
            title: t(`orders.activity.${a.step}.title`),
            description: details(a),
            at: a.at,
            time: date(a.at, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }),
          }))}
        />
      </CardContent>
    </Card>
  );
}
