import { useState, type ComponentType } from 'react';
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
import { Card, CardContent, CardHeader, IconButton, Switch, toast } from '@atrium/ui';

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

const Grid = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fit, minmax(20rem, 1fr));
`;

interface Service {
  key: string;
  name: string;
  icon: ComponentType<IconProps>;
}

const APPS: (Service & { on: boolean })[] = [
  { key: 'google', name: 'Google', icon: IconBrandGoogle, on: true },
  { key: 'slack', name: 'Slack', icon: IconBrandSlack, on: false },
  { key: 'github', name: 'GitHub', icon: IconBrandGithub, on: true },
  { key: 'mailchimp', name: 'Mailchimp', icon: IconMail, on: true },
  { key: 'asana', name: 'Asana', icon: IconBrandAsana, on: false },
];

const SOCIAL: (Service & { handle?: string })[] = [
  { key: 'facebook', name: 'Facebook', icon: IconBrandFacebook },
  { key: 'x', name: 'X', icon: IconBrandX, handle: '@atrium' },
  { key: 'linkedin', name: 'LinkedIn', icon: IconBrandLinkedin, handle: '@atrium' },
  { key: 'dribbble', name: 'Dribbble', icon: IconBrandDribbble },
  { key: 'instagram', name: 'Instagram', icon: IconBrandInstagram },
];

/** Connected apps (switches) and social accounts (connect / disconnect). */
export function ConnectionTab() {
  const { t } = useTranslation('admin');
  const [apps, setApps] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(APPS.map((a) => [a.key, a.on])),
  );
  const [social, setSocial] = useState<Record<string, string | undefined>>(() =>
    Object.fromEntries(SOCIAL.map((s) => [s.key, s.handle])),
  );

  return (
    <Grid>
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
                  onCheckedChange={(on) => {
                    setApps((s) => ({ ...s, [app.key]: on }));
                    toast.success(
                      on
                        ? t('account.appConnected', { name: app.name })
                        : t('account.appDisconnected', { name: app.name }),
                    );
                  }}
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
                      onClick={() => {
                        setSocial((v) => ({ ...v, [s.key]: undefined }));
                        toast.success(t('account.appDisconnected', { name: s.name }));
                      }}
                    >
                      <IconTrash size={20} aria-hidden="true" />
                    </IconButton>
                  ) : (
                    <IconButton
                      variant="tonal"
                      aria-label={t('account.connect', { name: s.name })}
                      onClick={() => {
                        setSocial((v) => ({ ...v, [s.key]: '@atrium' }));
                        toast.success(t('account.appConnected', { name: s.name }));
                      }}
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
    </Grid>
  );
}
