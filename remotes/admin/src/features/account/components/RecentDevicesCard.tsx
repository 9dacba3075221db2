import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  IconBrandAndroid,
  IconBrandApple,
  IconBrandUbuntu,
  IconBrandWindows,
  IconDeviceDesktop,
  IconDeviceMobile,
  IconLogout,
  type IconProps,
} from '@tabler/icons-react';
import type { DeviceKind, RecentDevice } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { Card, CardHeader, Chip, IconButton } from '@atrium/ui';

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 0.75rem 1.5rem;
    border-block-start: 1px solid ${({ theme }) => theme.palette.divider};
    text-align: start;
  }
  th {
    font-size: 0.8125rem;
    font-weight: 500;
    text-transform: uppercase;
  }
  /* A flex box inside the cell, not the cell itself: a flex cell leaves its row's borders uneven. */
  .browser {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
  }
`;

const ICONS: Record<DeviceKind, ComponentType<IconProps>> = {
  windows: IconBrandWindows,
  macos: IconBrandApple,
  iphone: IconDeviceMobile,
  android: IconBrandAndroid,
  linux: IconBrandUbuntu,
  other: IconDeviceDesktop,
};

/**
 * The account's open sessions: the browser and device each signed in from, the address, when; this
 * browser marked. With `onSignOut`, each can be signed out.
 */
export function RecentDevicesCard({
  devices,
  onSignOut,
}: {
  devices: readonly RecentDevice[];
  onSignOut?: (device: RecentDevice) => void;
}) {
  const { t } = useTranslation('admin');
  const { date } = useFormatters();
  return (
    <Card>
      <CardHeader title={t('account.recentDevices')} />
      <div style={{ overflowX: 'auto', marginBlockStart: '1rem' }}>
        <Table aria-label={t('account.recentDevices')}>
          <thead>
            <tr>
              <th scope="col">{t('account.devices.browser')}</th>
              <th scope="col">{t('account.devices.device')}</th>
              <th scope="col">{t('account.devices.location')}</th>
              <th scope="col">{t('account.devices.activity')}</th>
              {onSignOut && <th scope="col">{t('account.devices.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {devices.length === 0 && (
              <tr>
                <td colSpan={onSignOut ? 5 : 4}>{t('account.devices.none')}</td>
              </tr>
            )}
            {devices.map((d) => {
              const Icon = ICONS[d.kind];
              return (
                <tr key={d.id}>
                  <td>
                    <span className="browser">
                      <Icon size={20} aria-hidden="true" />
                      {d.browser}
                      {d.current && (
                        <Chip size="sm" color="success">
                          {t('account.devices.current')}
                        </Chip>
                      )}
                    </span>
                  </td>
                  <td>{d.device}</td>
                  <td dir="ltr">{d.location}</td>
                  <td>
                    <time dateTime={d.lastActivity}>
                      {date(d.lastActivity, { dateStyle: 'medium', timeStyle: 'short' })}
                    </time>
                  </td>
                  {onSignOut && (
                    <td>
                      <IconButton
                        aria-label={t('account.devices.signOut', { browser: d.browser })}
                        onClick={() => onSignOut(d)}
                      >
                        <IconLogout size={18} className="flip-rtl" />
                      </IconButton>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </Table>
      </div>
    </Card>
  );
}
