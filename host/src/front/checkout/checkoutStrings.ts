import type { PageStrings } from '../frontTranslations';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import ar from './i18n/ar.json';

/** The checkout page's strings. */
export const checkoutStrings: PageStrings = { en, fr, ar };
