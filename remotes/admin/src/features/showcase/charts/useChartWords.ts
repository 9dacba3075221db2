import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The words of the sample data that Intl already knows in every language: month and weekday names,
 * countries, dates and hours, in the page's language.
 */
export function useChartWords() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const month = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' });
    const weekday = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
    const day = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const hour = new Intl.DateTimeFormat(language, { hour: 'numeric', timeZone: 'UTC' });
    const regions = new Intl.DisplayNames(language, { type: 'region' });
    return {
      language,
      months: Array.from({ length: 12 }, (_, m) => month.format(Date.UTC(2026, m, 1))),
      // 2026-01-05 is a Monday: the week from Monday.
      weekdays: Array.from({ length: 7 }, (_, d) => weekday.format(Date.UTC(2026, 0, 5 + d))),
      day: (time: number) => day.format(time),
      hour: (h: number) => hour.format(Date.UTC(2026, 0, 5, h)),
      country: (code: string) => regions.of(code) ?? code,
    };
  }, [language]);
}
