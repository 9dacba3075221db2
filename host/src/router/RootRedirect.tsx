import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAbility, useSession } from '@atrium/platform';
import { useAreaStore } from '../federation/AreaStoreContext';
import { useAreaStates } from '../federation/areaStore';
import { PageLoading } from '../app/PageSuspense';
import { rootRedirect } from './guard';

/** The root: the login page, or the signed-in role's landing (see rootRedirect) once the areas answer. */
export function RootRedirect() {
  const { userData, accessToken } = useSession();
  const { search } = useLocation();
  const store = useAreaStore();
  const ability = useAbility();
  const states = useAreaStates(store);
  const role = userData && accessToken ? userData.role : undefined;
  useEffect(() => {
    if (role !== undefined) void store.loadAll();
  }, [role, store]);
  const target = rootRedirect(role, search, store.registry, states, ability);
  return target === null ? <PageLoading /> : <Navigate to={target} replace />;
}
