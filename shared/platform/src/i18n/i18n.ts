import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguageCode, languageInfo, type LanguageCode } from './languages';
import { hasStoredSetting, layoutSettings } from '../settings/layoutSettings';
import type { AreaTranslations, TranslationBundle } from '../contract/areaContract';

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

/** Each area's translations by namespace, as its contract gives them (strings or loaders). */
const areaSources = new Map<string, AreaTranslations>();
/** `namespace:language` pairs loaded, or being loaded. */
const areaLoads = new Map<string, Promise<void>>();

const unwrap = (m: TranslationBundle | { default: TranslationBundle }): TranslationBundle =>
  'default' in m && m.default && typeof m.default === 'object' ? (m.default as TranslationBundle) : m;

function loadAreaLanguage(namespace: string, language: LanguageCode): Promise<void> {
  const key = `${namespace}:${language}`;
  let load = areaLoads.get(key);
  if (!load) {
    const source = areaSources.get(namespace)?.[language];
    load = (async () => {
      if (!source) return;
      const bundle = typeof source === 'function' ? unwrap(await source()) : source;
      i18n.addResourceBundle(language, namespace, bundle, true, true);
    })();
    // A chunk that failed to load is asked for again next time.
    load.catch(() => areaLoads.delete(key));
    areaLoads.set(key, load);
  }
  return load;
}

/**
 * Makes sure an area's strings in `language` are loaded (an area registered by `addAreaTranslations`):
 * for a screen that needs another language than the page's, such as a document printed in English.
 */
export function ensureAreaLanguage(namespace: string, language: LanguageCode): Promise<void> {
  return loadAreaLanguage(namespace, language);
}

/**
 * Registers an area's translations under its name and loads those of `language` (the page's, unless
 * told): an area whose contract gives loaders fetches one language's chunk, not three. A language
 * that fails to load falls back to the default one, so the area shows English rather than keys.
 */
export async function addAreaTranslations(
  namespace: string,
  translations: AreaTranslations,
  language: LanguageCode = currentLanguage(),
): Promise<void> {
  areaSources.set(namespace, translations);
  await loadAreaLanguage(namespace, language).catch((error: unknown) => {
    console.error(`[atrium] the ${namespace} area's ${language} strings could not be loaded`, error);
    return loadAreaLanguage(namespace, DEFAULT_LANGUAGE);
  });
}

type LanguagePreloader = (code: LanguageCode) => Promise<void>;
const preloaders = new Set<LanguagePreloader>();

/**
 * Registers something to load before the page switches language, such as the shell's strings of areas
 * not loaded yet (their metadata). A preloader that fails does not stop the switch. Returns the undo.
 */
export function beforeLanguageChange(preload: LanguagePreloader): () => void {
  preloaders.add(preload);
  return () => preloaders.delete(preload);
}

/** Switches language: i18next, <html lang dir>, the stored choice and the right-to-left flag. */
export async function setLanguage(code: LanguageCode): Promise<void> {
  // Every area's strings in the new language first, so no screen shows keys while they load.
  await Promise.all([
    ...[...areaSources.keys()].map((ns) => addAreaTranslations(ns, areaSources.get(ns)!, code)),
    ...[...preloaders].map((preload) =>
      preload(code).catch((error: unknown) => console.error(`[atrium] preparing ${code} failed`, error)),
    ),
  ]);
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
