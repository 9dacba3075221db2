import { Outlet, useLocation } from 'react-router-dom';
import { useScrollBehaviour } from './useScrollBehaviour';
import { PathnameContext } from './pathname';

/** The router's root: page-wide behaviour shared by every layout, and the current path (usePathname). */
export function Shell() {
  const { pathname } = useLocation();
  useScrollBehaviour();
  return (
    <PathnameContext.Provider value={pathname}>
      <Outlet />
    </PathnameContext.Provider>
  );
}
