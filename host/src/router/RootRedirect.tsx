import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '@atrium/platform';
import { rootRedirect } from './guard';

export function RootRedirect() {
  const { userData, accessToken } = useSession();
  const { search } = useLocation();
  const role = userData && accessToken ? userData.role : undefined;
  return <Navigate to={rootRedirect(role, search)} replace />;
}
