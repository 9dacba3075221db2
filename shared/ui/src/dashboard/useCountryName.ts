import { useMemo } from 'react';

/**
 * Names a country in the page's `locale` from its ISO code: `countryName('FR')` is "France" in English,
 * "فرنسا" in Arabic. Without a name for the code (or without `Intl.DisplayNames`) it answers `fallback`
 * (by default the code itself), such as the data's English name.
 */
export function useCountryName(locale: string) {
  return useMemo(() => {
    const names =
      typeof Intl.DisplayNames === 'function'
        ? new Intl.DisplayNames([locale], { type: 'region' })
        : undefined;
    return (code: string, fallback: string = code) => {
      try {
        return (code && names?.of(code.toUpperCase())) || fallback;
      } catch {
        // Not a region code at all (DisplayNames throws on those).
        return fallback;
      }
    };
  }, [locale]);
}
