import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RecentDevice } from '@atrium/contracts';
import { session } from '@atrium/platform';
import { Card, ErrorState, Skeleton, toast } from '@atrium/ui';
import { useAccountSessions, useEndSession } from '../api/accountSessions';
import { RecentDevicesCard } from './RecentDevicesCard';

/**
 * The signed-in account's open sessions, from the API, each of which can be signed out: the API ends
 * it first; signing out this browser's own session then signs this browser out.
 */
export function AccountSessionsCard() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const sessions = useAccountSessions();
  const end = useEndSession();

  const signOut = (device: RecentDevice) =>
    end.mutate(device.id, {
      onSuccess: () => {
        toast.success(t('account.devices.signedOut', { browser: device.browser }));
        if (device.current) {
          session.logout();
          navigate('/login', { replace: true });
        }
      },
      onError: () => toast.error(t('account.devices.signOutFailed')),
    });

  if (sessions.error)
    return (
      <Card>
        <ErrorState message={sessions.error.message} onRetry={() => void sessions.refetch()} />
      </Card>
    );
  if (!sessions.data) return <Skeleton $height="12rem" />;
  return <RecentDevicesCard devices={sessions.data.sessions} onSignOut={signOut} />;
}
