import { addAreaTranslations } from '@atrium/platform';

/** The cards section's strings: an i18n namespace of their own, loaded with its pages. */
export const SHOWCASE_CARDS_NS = 'showcaseCards';

export function loadCardsStrings(): Promise<void> {
  return addAreaTranslations(SHOWCASE_CARDS_NS, {
    en: () => import(/* webpackChunkName: "showcase-cards-i18n-en" */ './i18n/en.json'),
    fr: () => import(/* webpackChunkName: "showcase-cards-i18n-fr" */ './i18n/fr.json'),
    ar: () => import(/* webpackChunkName: "showcase-cards-i18n-ar" */ './i18n/ar.json'),
  });
}
