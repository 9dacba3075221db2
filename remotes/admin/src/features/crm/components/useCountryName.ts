import { useMemo } from 'react';
import { useFormatters } from '@atrium/platform';

/** A country's name in the user's language, from its code (the data's English name as a fallback). */
export function useCountryName() {
  const { locale } = useFormatters();
  return useMemo(() => {
    const names =
      typeof Intl.DisplayNames === 'function'
        ? new Intl.DisplayNames([locale], { type: 'region' })
        : undefined;
    return (code: string, fallback: string) => {
      try {
        return (code && names?.of(code.toUpperCase())) || fallback;
      } catch {
        return fallback;
      }
    };
  }, [locale]);
}
