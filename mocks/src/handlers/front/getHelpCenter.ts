import { http, HttpResponse } from 'msw';
import type { HelpCenterArticle, HelpCenterResponse } from '@atrium/contracts';
import { HELP_CENTER, HELP_CENTER_ARTICLE } from '../../data/helpCenter';
import { api } from '../../lib/responses';

/** GET /api/pages/help-center — allArticles, popularArticles, keepLearning. */
export const getHelpCenter = http.get(api('/api/pages/help-center'), () =>
  HttpResponse.json<HelpCenterResponse>(HELP_CENTER),
);

/** GET /api/pages/help-center/article — the sample article. */
export const getHelpCenterArticle = http.get(api('/api/pages/help-center/article'), () =>
  HttpResponse.json<HelpCenterArticle>(HELP_CENTER_ARTICLE),
);
