import type { ReactNode } from 'react';
import { frontTranslationsWith, type PageStrings } from './frontTranslations';
import { startStandalonePage, type StandalonePageOptions } from '../standalone/startStandalonePage';

/**
 * Starts a front page: public, for visitors and signed-in users alike, with its own strings beside
 * the shared ones. The mock API starts once the page's content has painted (see startStandalonePage);
 * when its data is needed decides how soon after (see connectApi): a page that shows data soon after
 * (`afterPaint`) at the next frame, the others once the page has loaded and the browser is idle
 * (`whenIdle`). A page that only reads the published content starts only that part of the mock API
 * (`mockApi: 'content'`).
 */
export function startFrontPage(
  page: () => ReactNode,
  { startApi = 'whenIdle', mockApi = 'public' }: Pick<StandalonePageOptions, 'startApi' | 'mockApi'>,
  ...strings: PageStrings[]
) {
  return startStandalonePage(page, { translations: frontTranslationsWith(...strings), startApi, mockApi });
}
