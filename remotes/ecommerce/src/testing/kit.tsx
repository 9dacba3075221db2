// The area's test kit: the shared one (@atrium/testing) with this area's translations.
import { configure } from '@testing-library/react';
import { setupI18n as setupAreaI18n } from '@atrium/testing';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import ar from '../i18n/ar.json';

// The first render of a page in jsdom (styles, i18n, the mock API) can take a few seconds.
configure({ asyncUtilTimeout: 5000 });

export { LocationProbe, newQueryClient, renderPage } from '@atrium/testing';

/** The shared i18n instance with the ecommerce area's and the design system's strings, in English. */
export const setupI18n = async () => {
  await setupAreaI18n('ecommerce', { en, fr, ar });
};
