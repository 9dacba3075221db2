import { http, HttpResponse } from 'msw';
import type { HelpCenterArticle, HelpCenterResponse } from '@atrium/contracts';
import { helpArticleIn, helpCenterIn } from '../../data/helpCenter';
import { contentLanguageOf } from '../../lib/contentLanguage';
import { api } from '../../lib/responses';

/** GET /api/pages/help-center — allArticles, popularArticles, keepLearning, in the request's language. */
export const getHelpCenter = http.get(api('/api/pages/help-center'), ({ request }) =>
  HttpResponse.json<HelpCenterResponse>(helpCenterIn(contentLanguageOf(request))),
);

/** GET /api/pages/help-center/article — the sample article, in the request's language. */
export const getHelpCenterArticle = http.get(api('/api/pages/help-center/article'), ({ request }) =>
  HttpResponse.json<HelpCenterArticle>(helpArticleIn(contentLanguageOf(request))),
);
