import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, Card, CardContent, CardHeader, Checkbox, toast } from '@atrium/ui';

const TYPES = ['newForYou', 'accountActivity', 'newBrowser', 'newDevice'] as const;
const CHANNELS = ['email', 'browser', 'app'] as const;
type Prefs = Record<(typeof TYPES)[number], Record<(typeof CHANNELS)[number], boolean>>;

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 0.75rem 0.5rem;
    border-block-end: 1px solid ${({ theme }) => theme.palette.divider};
    text-align: start;
  }
  th:not(:first-child),
  td:not(:first-child) {
    text-align: center;
  }
`;

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
        <div style={{ overflowX: 'auto' }}>
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('customers.notifications.type')}</th>
                {CHANNELS.map((c) => (
                  <th key={c} scope="col">
                    {t(`customers.notifications.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {TYPES.map((type) => (
                <tr key={type}>
                  <th scope="row" style={{ fontWeight: 400 }}>
                    {t(`customers.notifications.types.${type}`)}
                  </th>
                  {CHANNELS.map((c) => (
                    <td key={c}>
                      <Checkbox
                        aria-label={`${t(`customers.notifications.types.${type}`)} — ${t(`customers.notifications.${c}`)}`}
                        checked={prefs[type][c]}
                        onCheckedChange={(v) =>
                          setPrefs((p) => ({ ...p, [type]: { ...p[type], [c]: v === true } }))
                        }
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
        <Button style={{ marginBlockStart: '1.5rem' }} onClick={() => toast.success(t('common.saved'))}>
          {t('common.save')}
        </Button>
      </CardContent>
    </Card>
  );
}
