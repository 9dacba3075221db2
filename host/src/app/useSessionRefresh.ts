import { useEffect, useRef } from 'react';
import { refreshSession } from '@atrium/platform';
import { usePathname } from './pathname';

/**
 * Takes the signed-in user's current rules on each navigation (start-up takes them before the first
 * render), so a role an admin changed shows in the menu, buttons and guards on the user's next
 * click, and a suspended user is signed out.
 */
export function useSessionRefresh(): void {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const controller = new AbortController();
    void refreshSession(controller.signal);
    return () => controller.abort();
  }, [pathname]);
}
