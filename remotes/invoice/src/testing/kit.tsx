// The area's test kit: the shared one (@atrium/testing) with this area's translations.
import { configure } from '@testing-library/react';
import { setupI18n as setupAreaI18n } from '@atrium/testing';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import ar from '../i18n/ar.json';

// The first render of a suite (cold module load, several suites in parallel) can take over a second.
configure({ asyncUtilTimeout: 5000 });

export { currentLocation, renderPage, startMockApi } from '@atrium/testing';

/** The shared i18n instance with the invoice area's translations, in English. */
export const setupI18n = () => setupAreaI18n('invoice', { en, fr, ar });
