export const LANGUAGES = [
  { code: 'en', label: 'English', isRTL: false, locale: 'en-US' },
  { code: 'fr', label: 'Français', isRTL: false, locale: 'fr-FR' },
  { code: 'ar', label: 'العربية', isRTL: true, locale: 'ar-EG' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGES.some((l) => l.code === value);
}

export function languageInfo(code: LanguageCode) {
  return LANGUAGES.find((l) => l.code === code) ?? LANGUAGES[0];
}
