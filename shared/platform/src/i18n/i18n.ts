import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguageCode, languageInfo, type LanguageCode } from './languages';
import { hasStoredSetting, layoutSettings } from '../settings/layoutSettings';

const STORAGE_KEY = 'language';

/** The one i18next instance of the app, shared by host and remotes. */
export const i18n: I18n = i18next.createInstance();

export function storedLanguage(): LanguageCode {
  try {
    const saved = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isLanguageCode(saved) ? saved : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/**
 * The page's language, and its direction: the right-to-left flag of the layout settings, which a
 * language change sets (Arabic is right-to-left) and the customizer can override.
 */
function applyToDocument(code: LanguageCode) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = code;
  document.documentElement.dir = layoutSettings.get().isRTL ? 'rtl' : 'ltr';
}

/** Initialises the shared instance once; later calls return the same promise. */
let ready: Promise<I18n> | null = null;
export function initI18n(resources: Resource = {}): Promise<I18n> {
  if (!ready) {
    const lng = storedLanguage();
    // No stored direction yet: the saved language decides it.
    if (!hasStoredSetting('isRTL')) layoutSettings.set({ isRTL: languageInfo(lng).isRTL });
    applyToDocument(lng);
    ready = i18n
      .use(initReactI18next)
      .init({
        resources,
        lng,
        fallbackLng: DEFAULT_LANGUAGE,
        supportedLngs: ['en', 'fr', 'ar'],
        defaultNS: 'shell',
        ns: ['shell'],
        interpolation: { escapeValue: false },
        returnNull: false,
      })
      .then(() => i18n);
  }
  return ready;
}

/** Adds a namespace of translations (an area's) for every language it brings. */
export function addTranslations(
  namespace: string,
  translations: Partial<Record<LanguageCode, Record<string, unknown>>>,
) {
  for (const [lng, bundle] of Object.entries(translations)) {
    if (bundle) i18n.addResourceBundle(lng, namespace, bundle, true, true);
  }
}

/** Switches language: i18next, <html lang dir>, the stored choice and the right-to-left flag. */
export async function setLanguage(code: LanguageCode): Promise<void> {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, code);
  } catch {
    // storage disabled: the choice lasts for this page
  }
  layoutSettings.set({ isRTL: languageInfo(code).isRTL });
  applyToDocument(code);
  await i18n.changeLanguage(code);
}

export function currentLanguage(): LanguageCode {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguageCode(lng) ? lng : DEFAULT_LANGUAGE;
}

export function isRTL(code: LanguageCode = currentLanguage()): boolean {
  return languageInfo(code).isRTL;
}
