import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  IconBrandAndroid,
  IconBrandApple,
  IconBrandWindows,
  IconDeviceMobile,
  type IconProps,
} from '@tabler/icons-react';
import type { DeviceKind, RecentDevice } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { Card, CardHeader } from '@atrium/ui';

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
  td:first-child {
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
`;

const ICONS: Record<DeviceKind, ComponentType<IconProps>> = {
  windows: IconBrandWindows,
  macos: IconBrandApple,
  iphone: IconDeviceMobile,
  android: IconBrandAndroid,
};

/** The browsers an account signed in from: browser, device, place and when it was last used. */
export function RecentDevicesCard({ devices }: { devices: readonly RecentDevice[] }) {
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
            </tr>
          </thead>
          <tbody>
            {devices.map((d) => {
              const Icon = ICONS[d.kind];
              return (
                <tr key={d.id}>
                  <td>
                    <Icon size={20} aria-hidden="true" />
                    {d.browser}
                  </td>
                  <td>{d.device}</td>
                  <td>{d.location}</td>
                  <td>
                    <time dateTime={d.lastActivity}>
                      {date(d.lastActivity, { dateStyle: 'medium', timeStyle: 'short' })}
                    </time>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </div>
    </Card>
  );
}
