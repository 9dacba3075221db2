import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export const HASH_SCROLL_OFFSET = 60;

/** After navigation: smooth scroll to the hash target with a 60 px offset, otherwise to the top. */
export function useScrollBehaviour() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
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
    } else {
      window.scrollTo({ top: 0 });
    }
  }, [pathname, hash]);
}
