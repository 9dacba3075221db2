import { currentLanguage, languageInfo } from '@atrium/platform';

/** A price in US dollars, in the page's language (whole dollars stay whole). */
export function formatPrice(amount: number): string {
  return new Intl.NumberFormat(languageInfo(currentLanguage()).locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
