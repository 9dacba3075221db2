import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguageCode, languageInfo, DEFAULT_LANGUAGE } from './languages';

/** Number, money and date formatters for the current language. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const code = isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const locale = languageInfo(code).locale;
  return useMemo(
    () => ({
      locale,
      number: (n: number, options?: Intl.NumberFormatOptions) =>
        new Intl.NumberFormat(locale, options).format(n),
      money: (n: number, currency = 'USD') =>
        new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 2 }).format(n),
      date: (d: Date | string | number, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) => {
        const date = d instanceof Date ? d : new Date(d);
        return Number.isNaN(date.getTime())
          ? String(d)
          : new Intl.DateTimeFormat(locale, options).format(date);
      },
    }),
    [locale],
  );
}

/** Parses money text such as "$999.00" or "-$12.5" into a number (NaN when it is not money). */
export function parseMoney(text: string | number): number {
  if (typeof text === 'number') return text;
  const cleaned = text.replace(/[^0-9.-]/g, '');
  return cleaned ? Number(cleaned) : Number.NaN;
}
