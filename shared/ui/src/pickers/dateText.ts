import { format, isValid, parse, type Locale } from 'date-fns';
import { dateMatchModifiers, type Matcher } from 'react-day-picker';

/** A date as the locale writes it short: 03/14/2026 in English, 14/03/2026 in French. */
export function formatDateText(date: Date | undefined, locale: Locale): string {
  return date ? format(date, 'P', { locale }) : '';
}

/** The locale's short date pattern, for a placeholder (e.g. "MM/dd/yyyy"). */
export function datePattern(locale: Locale): string {
  // Some locales write the year as "y" (any length); a placeholder shows the four digits expected.
  return (locale.formatLong?.date({ width: 'short' }) ?? 'yyyy-MM-dd').replace(/y+/, 'yyyy');
}

/**
 * A typed date: the locale's short form, or ISO (2026-03-14) which every locale accepts. `undefined`
 * when it is not a real date ("31/02/2026"). Two-digit years are refused, not guessed.
 */
export function parseDateText(text: string, locale: Locale): Date | undefined {
  const trimmed = text.trim();
  for (const pattern of ['P', 'yyyy-MM-dd']) {
    const date = parse(trimmed, pattern, new Date(), { locale });
    if (isValid(date) && date.getFullYear() >= 1000) return date;
  }
  return undefined;
}

/** The days a picker refuses: before `min`, after `max`, and the caller's own matchers. */
export function unavailableDays(min?: Date, max?: Date, disabledDays?: Matcher | Matcher[]): Matcher[] {
  const matchers: Matcher[] = [];
  if (min) matchers.push({ before: min });
  if (max) matchers.push({ after: max });
  if (disabledDays) matchers.push(...(Array.isArray(disabledDays) ? disabledDays : [disabledDays]));
  return matchers;
}

export const isUnavailable = (date: Date, matchers: Matcher[]) =>
  matchers.length > 0 && dateMatchModifiers(date, matchers);
