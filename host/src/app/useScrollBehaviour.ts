import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

export const HASH_SCROLL_OFFSET = 60;

/**
 * After navigation: smooth scroll to the hash target with a 60 px offset, otherwise to the top.
 * The document's first location, and a redirect (a location replaced, as the root's to the role's
 * landing page), are left where they are: a page that has just opened is at its top already, a
 * redirect follows a navigation that scrolled, and scrolling would force a layout of the freshly
 * rendered page in the middle of its first, longest task (on a slow phone, 35 ms of it).
 */
export function useScrollBehaviour() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const firstLocation = useRef(true);
  useEffect(() => {
    const opened = firstLocation.current;
    firstLocation.current = false;
    if (hash) {
      const id = decodeURIComponent(hash.slice(1));
      // The target may be in a page chunk that is still loading: try for a moment.
      let tries = 0;
      const tick = () => {
        const el = document.getElementById(id);
        if (el) {
          const top = el.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET;
          window.scrollTo({ top, behavior: 'smooth' });
        } else if (tries++ < 20) setTimeout(tick, 100);
      };
      tick();
    } else if (!opened && navigationType !== 'REPLACE') {
      window.scrollTo({ top: 0 });
    }
  }, [pathname, hash, navigationType]);
}
