import type { PageStrings } from '../frontTranslations';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import ar from './i18n/ar.json';

/** The landing page's strings. */
export const landingStrings: PageStrings = { en, fr, ar };
