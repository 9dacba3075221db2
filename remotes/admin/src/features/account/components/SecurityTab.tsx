import type { RecentDevice } from '@atrium/contracts';
import { ChangePasswordCard } from './ChangePasswordCard';
import { TwoStepCard } from './TwoStepCard';
import { RecentDevicesCard } from './RecentDevicesCard';
import { Stack } from './formLayout';

// The account settings API keeps no sign-in history: the page shows these sample devices.
const DEVICES: RecentDevice[] = [
  {
    id: 1,
    browser: 'Chrome on Windows',
    kind: 'windows',
    device: 'HP Spectre 360',
    location: 'Switzerland',
    lastActivity: '2021-07-10T20:07:00Z',
  },
  {
    id: 2,
    browser: 'Chrome on iPhone',
    kind: 'iphone',
    device: 'iPhone 12x',
    location: 'Australia',
    lastActivity: '2021-07-13T10:10:00Z',
  },
  {
    id: 3,
    browser: 'Chrome on Android',
    kind: 'android',
    device: 'Oneplus 9 Pro',
    location: 'Dubai',
    lastActivity: '2021-07-14T15:15:00Z',
  },
  {
    id: 4,
    browser: 'Chrome on macOS',
    kind: 'macos',
    device: 'Apple iMac',
    location: 'India',
    lastActivity: '2021-07-16T16:17:00Z',
  },
];

/**
 * Security: change the password (rules at the fields, the current one checked by the API), two-step
 * verification (saved at each switch), recent devices.
 */
export function SecurityTab({ twoStep }: { twoStep: boolean }) {
  return (
    <Stack>
      <ChangePasswordCard />
      <TwoStepCard twoStep={twoStep} />
      <RecentDevicesCard devices={DEVICES} />
    </Stack>
  );
}
