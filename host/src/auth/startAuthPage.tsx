import type { ReactNode } from 'react';
import { authTranslations } from './authTranslations';
import { authDocumentOptions } from './authDocumentOptions';
import { prefetchAppWhenIdle } from './prefetchApp';
import { startStandalonePage } from '../standalone/startStandalonePage';
import { onFirstIntent } from '../app/onFirstIntent';

/**
 * Starts an authentication page (login, register, forgot and new password), for visitors only. The
 * mock API starts when the visitor first acts on the page: a submit waits for it (see connectApi).
 * From then on too, the app's start-up scripts are fetched while the visitor types.
 */
export async function startAuthPage(page: () => ReactNode) {
  const started = await startStandalonePage(page, {
    translations: authTranslations,
    visitorsOnly: true,
    startApi: 'onIntent',
  });
  if (started) onFirstIntent(() => prefetchAppWhenIdle(authDocumentOptions.fetchText));
}
