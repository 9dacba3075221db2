import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  IconBrandAsana,
  IconBrandDribbble,
  IconBrandFacebook,
  IconBrandGithub,
  IconBrandGoogle,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandSlack,
  IconBrandX,
  IconLink,
  IconMail,
  IconTrash,
  type IconProps,
} from '@tabler/icons-react';
import type { AccountConnections } from '@atrium/contracts';
import { Card, CardContent, CardHeader, Grid, IconButton, Switch, toast } from '@atrium/ui';
import { FormErrorAlert } from '@atrium/ui/forms';
import { useSaveAccountSection } from '../api/accountSettings';

const Rows = styled.ul`
  display: grid;
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: 1rem;
  }
  li > div {
    flex: 1;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

const Columns = styled(Grid).attrs({ $min: '20rem' })``;

interface Service {
  key: string;
  name: string;
  icon: ComponentType<IconProps>;
}

const APPS: (Service & { key: keyof AccountConnections['apps'] })[] = [
  { key: 'google', name: 'Google', icon: IconBrandGoogle },
  { key: 'slack', name: 'Slack', icon: IconBrandSlack },
  { key: 'github', name: 'GitHub', icon: IconBrandGithub },
  { key: 'mailchimp', name: 'Mailchimp', icon: IconMail },
  { key: 'asana', name: 'Asana', icon: IconBrandAsana },
];

const SOCIAL: (Service & { key: keyof AccountConnections['social'] })[] = [
  { key: 'facebook', name: 'Facebook', icon: IconBrandFacebook },
  { key: 'x', name: 'X', icon: IconBrandX },
  { key: 'linkedin', name: 'LinkedIn', icon: IconBrandLinkedin },
  { key: 'dribbble', name: 'Dribbble', icon: IconBrandDribbble },
  { key: 'instagram', name: 'Instagram', icon: IconBrandInstagram },
];

/** Connected apps (switches) and social accounts (connect / disconnect), each change saved through the API. */
export function ConnectionTab({ saved }: { saved: AccountConnections }) {
  const { t } = useTranslation('admin');
  const save = useSaveAccountSection('connections');
  // While a change is being saved it shows already; the saved settings follow once the API answers.
  const connections = save.isPending ? save.variables : saved;
  const change = (next: AccountConnections, done: string) =>
    save.mutate(next, { onSuccess: () => toast.success(done) });
  const apps = connections.apps;
  const social = connections.social;

  return (
    <Columns>
      {save.error && (
        <FormErrorAlert
          error={{ type: 'rejected', message: save.error.message }}
          style={{ gridColumn: '1 / -1' }}
        />
      )}
      <Card>
        <CardHeader title={t('account.connectedAccounts')} subtitle={t('account.connectedAccountsText')} />
        <CardContent>
          <Rows>
            {APPS.map((app) => (
              <li key={app.key}>
                <app.icon size={32} aria-hidden="true" />
                <div>
                  <strong>{app.name}</strong>
                  <small>{t(`account.apps.${app.key}`)}</small>
                </div>
                <Switch
                  checked={apps[app.key]}
                  aria-label={t('account.connectApp', { name: app.name })}
                  disabled={save.isPending}
                  onCheckedChange={(on) =>
                    change(
                      { ...connections, apps: { ...apps, [app.key]: on } },
                      on
                        ? t('account.appConnected', { name: app.name })
                        : t('account.appDisconnected', { name: app.name }),
                    )
                  }
                />
              </li>
            ))}
          </Rows>
        </CardContent>
      </Card>
      <Card>
        <CardHeader title={t('account.socialAccounts')} subtitle={t('account.socialAccountsText')} />
        <CardContent>
          <Rows>
            {SOCIAL.map((s) => {
              const handle = social[s.key];
              return (
                <li key={s.key}>
                  <s.icon size={32} aria-hidden="true" />
                  <div>
                    <strong>{s.name}</strong>
                    <small>{handle ?? t('account.notConnected')}</small>
                  </div>
                  {handle ? (
                    <IconButton
                      variant="tonal"
                      color="error"
                      aria-label={t('account.disconnect', { name: s.name })}
                      disabled={save.isPending}
                      onClick={() =>
                        change(
                          { ...connections, social: { ...social, [s.key]: null } },
                          t('account.appDisconnected', { name: s.name }),
                        )
                      }
                    >
                      <IconTrash size={20} aria-hidden="true" />
                    </IconButton>
                  ) : (
                    <IconButton
                      variant="tonal"
                      aria-label={t('account.connect', { name: s.name })}
                      disabled={save.isPending}
                      onClick={() =>
                        change(
                          { ...connections, social: { ...social, [s.key]: '@atrium' } },
                          t('account.appConnected', { name: s.name }),
                        )
                      }
                    >
                      <IconLink size={20} aria-hidden="true" />
                    </IconButton>
                  )}
                </li>
              );
            })}
          </Rows>
        </CardContent>
      </Card>
    </Columns>
  );
}
