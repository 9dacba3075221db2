import { useTranslation } from 'react-i18next';
import { isLanguageCode, DEFAULT_LANGUAGE, type LanguageCode } from './languages';

/**
 * The page's language, for the query key of content the API words in it (FAQ, help center, courses;
 * the API client asks in the page's language): a new language is a new key, so that content is asked
 * again, and the cached answer in the other language is kept for a switch back.
 */
export function useContentLanguage(): LanguageCode {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
}
