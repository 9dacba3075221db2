import type { PageStrings } from '../frontTranslations';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import ar from './i18n/ar.json';

/** The plans' strings (names, features, periods), for the pages that show plans. */
export const plansStrings: PageStrings = { en, fr, ar };
