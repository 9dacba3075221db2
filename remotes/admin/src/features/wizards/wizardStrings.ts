import { addAreaTranslations } from '@atrium/platform';

/** The i18n namespace of the wizard pages: their strings load with the pages, not with the area. */
export const WIZARDS_NS = 'adminWizards';

/** Registers the wizard pages' strings and loads the page's language (they follow a language switch). */
export function loadWizardStrings(): Promise<void> {
  return addAreaTranslations(WIZARDS_NS, {
    en: () => import('./i18n/en.json'),
    fr: () => import('./i18n/fr.json'),
    ar: () => import('./i18n/ar.json'),
  });
}
