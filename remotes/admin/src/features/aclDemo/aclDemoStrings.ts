import { addAreaTranslations, initI18n } from '@atrium/platform';

/** The i18n namespace of the AclDemo pages: their strings load with the pages, not with the area. */
export const ACL_DEMO_NS = 'adminAclDemo';

/**
 * Registers the pages' strings and loads the page's language; registered, they follow a language
 * switch like an area's strings do.
 */
export async function loadAclDemoStrings(): Promise<void> {
  // The app's one i18n instance, started by the shell long before a page loads (this only waits for it).
  await initI18n();
  await addAreaTranslations(ACL_DEMO_NS, {
    en: () => import('./i18n/en.json'),
    fr: () => import('./i18n/fr.json'),
    ar: () => import('./i18n/ar.json'),
  });
}
