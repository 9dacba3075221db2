import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguageCode, languageInfo, DEFAULT_LANGUAGE } from './languages';

// Building an Intl formatter costs far more than using one, and a table or a dashboard formats hundreds
// of figures a render: each locale-and-options pair is built once.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${options ? JSON.stringify(options) : ''}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** Number, money and date formatters for the current language. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const code = isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const locale = languageInfo(code).locale;
  return useMemo(
    () => ({
      locale,
      number: (n: number, options?: Intl.NumberFormatOptions) => numberFormat(locale, options).format(n),
      money: (n: number, currency = 'USD') =>
        numberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 2 }).format(n),
      date: (d: Date | string | number, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) => {
        const date = d instanceof Date ? d : new Date(d);
        return Number.isNaN(date.getTime()) ? String(d) : dateFormat(locale, options).format(date);
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
