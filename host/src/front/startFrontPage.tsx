import type { ReactNode } from 'react';
import { frontTranslationsWith, type PageStrings } from './frontTranslations';
import { startStandalonePage, type StandalonePageOptions } from '../standalone/startStandalonePage';

/**
 * Starts a front page: public, for visitors and signed-in users alike, with its own strings beside
 * the shared ones. When its data is needed decides when the mock API starts (see connectApi): a page
 * whose largest paint needs none lets it wait until the page has loaded (`whenIdle`); a page that is
 * its data starts it after its first paint (`afterPaint`).
 */
export function startFrontPage(
  page: () => ReactNode,
  startApi: StandalonePageOptions['startApi'] = 'whenIdle',
  ...strings: PageStrings[]
) {
  return startStandalonePage(page, { translations: frontTranslationsWith(...strings), startApi });
}
