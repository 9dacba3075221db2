import { useEffect, useState } from 'react';

/**
 * The id of the section in view among `ids` (the one crossing the upper part of the viewport), or
 * null when none is on this page. Watches with an IntersectionObserver, so scrolling costs nothing.
 */
export function useSectionInView(ids: readonly string[]): string | null {
  const [inView, setInView] = useState<string | null>(null);
  useEffect(() => {
    const sections = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => !!el);
    if (!sections.length || typeof IntersectionObserver === 'undefined') return;
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        // The first of the sections in view, in page order.
        setInView(ids.find((id) => visible.has(id)) ?? null);
      },
      // A band across the upper part of the viewport: the section being read, not the next one peeking in.
      { rootMargin: '-20% 0px -55% 0px' },
    );
    for (const section of sections) observer.observe(section);
    return () => observer.disconnect();
  }, [ids]);
  return inView;
}
