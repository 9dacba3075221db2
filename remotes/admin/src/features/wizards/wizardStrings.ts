import { addAreaTranslations } from '@atrium/platform';

/** The i18n namespace of the wizard pages: their strings load with the pages, not with the area. */
export const WIZARDS_NS = 'adminWizards';

/** Registers the wizard pages' strings and loads the page's language (they follow a language switch). */
export function loadWizardStrings(): Promise<void> {
  return addAreaTranslations(WIZARDS_NS, {
    en: () => import(/* webpackChunkName: "wizards-i18n-en" */ './i18n/en.json'),
    fr: () => import(/* webpackChunkName: "wizards-i18n-fr" */ './i18n/fr.json'),
    ar: () => import(/* webpackChunkName: "wizards-i18n-ar" */ './i18n/ar.json'),
  });
}
