import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';
import { ar, enUS, fr, type DayPickerLocale } from 'react-day-picker/locale';

const LOCALES: Record<string, DayPickerLocale> = { en: enUS, fr, ar };

/**
 * The calendar's language follows the page's (i18next): month and day names, the first day of the
 * week and react-day-picker's own accessible labels ("Go to the next month") come with the locale.
 */
export function usePickerLocale(): { locale: DayPickerLocale; dir: 'ltr' | 'rtl' } {
  const { i18n } = useTranslation();
  const theme = useTheme();
  const language = (i18n.resolvedLanguage ?? i18n.language ?? 'en').split('-')[0];
  const locale = LOCALES[language] ?? enUS;
  return { locale, dir: theme.direction ?? (language === 'ar' ? 'rtl' : 'ltr') };
}
