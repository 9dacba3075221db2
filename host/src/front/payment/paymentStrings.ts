import type { PageStrings } from '../frontTranslations';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import ar from './i18n/ar.json';

/** The payment page's strings. */
export const paymentStrings: PageStrings = { en, fr, ar };
