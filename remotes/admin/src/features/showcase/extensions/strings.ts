import { addAreaTranslations } from '@atrium/platform';

/** The extensions section's strings: an i18n namespace of their own, loaded with its pages. */
export const SHOWCASE_EXTENSIONS_NS = 'showcaseExtensions';

export function loadExtensionsStrings(): Promise<void> {
  return addAreaTranslations(SHOWCASE_EXTENSIONS_NS, {
    en: () => import(/* webpackChunkName: "showcase-extensions-i18n-en" */ './i18n/en.json'),
    fr: () => import(/* webpackChunkName: "showcase-extensions-i18n-fr" */ './i18n/fr.json'),
    ar: () => import(/* webpackChunkName: "showcase-extensions-i18n-ar" */ './i18n/ar.json'),
  });
}
