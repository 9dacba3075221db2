import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Can, useAbility } from '@atrium/platform';
import { Alert, Card, CardContent, CardHeader, Chip, Grid, PageHeader } from '@atrium/ui';

const Columns = styled(Grid).attrs({ $min: '18rem' })``;

const Rules = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** What the signed-in account may do: its ability rules, and content shown or hidden by them. */
export default function AccessControlPage() {
  const { t } = useTranslation('admin');
  const ability = useAbility();
  return (
    <>
      <PageHeader title={t('access.title')} subtitle={t('access.subtitle')} />
      <Columns>
        <Card>
          <CardHeader title={t('access.everyone')} />
          <CardContent>
            <p>{t('access.everyoneText')}</p>
          </CardContent>
        </Card>
        <Can I="manage" a="all">
          <Card data-testid="admin-only-card">
            <CardHeader title={t('access.adminOnly')} />
            <CardContent>
              <p>{t('access.adminOnlyText')}</p>
            </CardContent>
          </Card>
        </Can>
        <Can not I="manage" a="all">
          <Alert severity="info">{t('access.restricted')}</Alert>
        </Can>
        <Card>
          <CardHeader title={t('access.yourRules')} />
          <CardContent>
            <Rules>
              {ability.rules.map((rule, i) => (
                <li key={i}>
                  <Chip color={rule.inverted ? 'error' : 'success'} size="sm">
                    {rule.inverted ? t('access.cannot') : t('access.can')} {String(rule.action)} ·{' '}
                    {String(rule.subject)}
                  </Chip>
                </li>
              ))}
            </Rules>
          </CardContent>
        </Card>
      </Columns>
    </>
  );
}
