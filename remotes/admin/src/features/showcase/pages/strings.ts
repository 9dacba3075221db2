import { addAreaTranslations } from '@atrium/platform';

/** The pages section's strings: an i18n namespace of their own, loaded with its pages. */
export const SHOWCASE_PAGES_NS = 'showcasePages';

export function loadPagesStrings(): Promise<void> {
  return addAreaTranslations(SHOWCASE_PAGES_NS, {
    en: () => import(/* webpackChunkName: "showcase-pages-i18n-en" */ './i18n/en.json'),
    fr: () => import(/* webpackChunkName: "showcase-pages-i18n-fr" */ './i18n/fr.json'),
    ar: () => import(/* webpackChunkName: "showcase-pages-i18n-ar" */ './i18n/ar.json'),
  });
}
