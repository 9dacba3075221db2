// The area's test kit: the shared one (@atrium/testing) with this area's translations.
import { setupI18n as setupAreaI18n } from '@atrium/testing';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import ar from '../i18n/ar.json';

export { LocationProbe, newQueryClient, renderPage } from '@atrium/testing';

/** The shared i18n instance with the admin area's and the design system's strings, in English. */
export const setupI18n = async () => {
  await setupAreaI18n('admin', { en, fr, ar });
};
