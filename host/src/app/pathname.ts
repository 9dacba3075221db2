import { createContext, useContext } from 'react';

/** The current path, without the query and hash: given by the shell (Shell.tsx) to what it wraps. */
export const PathnameContext = createContext<string | null>(null);

/**
 * The current path. Unlike useLocation(), a component reading it is not re-rendered when only the
 * query changes (a list's sort or page): the layout and the menu depend on the page, not on its query.
 */
export function usePathname(): string {
  const pathname = useContext(PathnameContext);
  if (pathname === null) throw new Error('usePathname() is used outside the shell (app/Shell.tsx).');
  return pathname;
}
