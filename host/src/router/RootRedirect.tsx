import { Navigate, useLocation } from 'react-router-dom';
import { useAbility, useSession } from '@atrium/platform';
import { useAreaCatalog } from '../federation/AreaStoreContext';
import { useAreaOutlines } from '../federation/areaCatalog';
import { PageLoading } from '../app/PageSuspense';
import { rootRedirect } from './guard';

/** The root: the login page, or the signed-in role's landing (see rootRedirect) once the areas' metadata answers. */
export function RootRedirect() {
  const { userData, accessToken } = useSession();
  const { search } = useLocation();
  const catalog = useAreaCatalog();
  const ability = useAbility();
  const states = useAreaOutlines(catalog);
  const role = userData && accessToken ? userData.role : undefined;
  const target = rootRedirect(role, search, catalog.registry, states, ability);
  return target === null ? <PageLoading /> : <Navigate to={target} replace />;
}
