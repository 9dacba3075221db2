import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, CardContent, CardHeader, CheckboxMatrix, toast } from '@atrium/ui';

const TYPES = ['newForYou', 'accountActivity', 'newBrowser', 'newDevice'] as const;
const CHANNELS = ['email', 'browser', 'app'] as const;
type Prefs = Record<(typeof TYPES)[number], Record<(typeof CHANNELS)[number], boolean>>;

const initial = (): Prefs =>
  Object.fromEntries(
    TYPES.map((type, i) => [type, { email: true, browser: i % 2 === 0, app: i < 2 }]),
  ) as Prefs;

/** Which notifications the customer gets, by channel; saved with a confirmation. */
export function CustomerNotificationsTab() {
  const { t } = useTranslation('ecommerce');
  const [prefs, setPrefs] = useState<Prefs>(initial);
  return (
    <Card>
      <CardHeader
        title={t('customers.notifications.title')}
        subtitle={t('customers.notifications.text')}
        as="h3"
      />
      <CardContent>
        <CheckboxMatrix
          label={t('customers.notifications.title')}
          rowHeader={t('customers.notifications.type')}
          rows={TYPES.map((type) => ({ id: type, label: t(`customers.notifications.types.${type}`) }))}
          columns={CHANNELS.map((c) => ({ id: c, label: t(`customers.notifications.${c}`) }))}
          value={prefs}
          onChange={setPrefs}
          cellLabel={(row, column) => `${row.label} — ${column.label}`}
        />
        <Button style={{ marginBlockStart: '1.5rem' }} onClick={() => toast.success(t('common.saved'))}>
          {t('common.save')}
        </Button>
      </CardContent>
    </Card>
  );
}
