import { http, HttpResponse } from 'msw';
import type { FaqResponse } from '@atrium/contracts';
import { FAQ_GROUPS_BY_LANGUAGE } from '../data/faqs';
import { contentLanguageOf } from '@atrium/mocks/lib/contentLanguage';
import { api } from '@atrium/mocks/lib/responses';
import { matchText } from '@atrium/mocks/lib/list';
import { authorized } from '@atrium/mocks/lib/authorize';

/**
 * GET /api/pages/faq — the FAQ groups, in the request's language (Accept-Language: en, fr or ar, else
 * English), with only the questions containing q in that language; groups without a match are left out.
 */
export const getFaq = http.get(
  api('/api/pages/faq'),
  authorized({ action: 'read', subject: 'Faq' }, ({ request }) => {
    const q = new URL(request.url).searchParams.get('q');
    const groups: FaqResponse = FAQ_GROUPS_BY_LANGUAGE[contentLanguageOf(request)].flatMap((group) => {
      const faqs = group.faqs.filter((f) => matchText(q, f.question));
      return faqs.length ? [{ ...group, faqs }] : [];
    });
    return HttpResponse.json(groups);
  }),
);
