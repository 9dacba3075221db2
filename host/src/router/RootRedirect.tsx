import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '@atrium/platform';
import { useAreaStore } from '../federation/AreaStoreContext';
import { useAreaStates } from '../federation/areaStore';
import { PageLoading } from '../app/PageSuspense';
import { rootRedirect } from './guard';

/** The root: the login page, or the landing the areas declare for the signed-in role once they answer. */
export function RootRedirect() {
  const { userData, accessToken } = useSession();
  const { search } = useLocation();
  const store = useAreaStore();
  const states = useAreaStates(store);
  const role = userData && accessToken ? userData.role : undefined;
  useEffect(() => {
    if (role !== undefined) void store.loadAll();
  }, [role, store]);
  const target = rootRedirect(role, search, store.registry, states);
  return target === null ? <PageLoading /> : <Navigate to={target} replace />;
}
