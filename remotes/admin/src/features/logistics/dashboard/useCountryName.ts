import { useMemo } from 'react';
import { useFormatters } from '@atrium/platform';

/** A country's name in the page's language from its ISO code (the code itself when unknown). */
export function useCountryName() {
  const { locale } = useFormatters();
  return useMemo(() => {
    const names =
      typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames([locale], { type: 'region' }) : null;
    return (code: string) => {
      try {
        return names?.of(code) ?? code;
      } catch {
        return code;
      }
    };
  }, [locale]);
}
