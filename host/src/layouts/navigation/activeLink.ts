import { createContext, useContext } from 'react';
import { usePathname } from '../../app/pathname';

/** The navigation link the current route highlights, when it is not the route's own path. */
export const NavActiveLinkContext = createContext<string | undefined>(undefined);

/** Whether a menu link is the active one: its path is the active path or a parent of it. */
export function isLinkActive(to: string, activePath: string): boolean {
  const path = to.split(/[?#]/)[0];
  return activePath === path || activePath.startsWith(`${path}/`);
}

/** The path the menu highlights: the route's `navActiveLink`, else the current path. */
export function useActivePath(): string {
  const override = useContext(NavActiveLinkContext);
  const pathname = usePathname();
  return override ?? pathname;
}
