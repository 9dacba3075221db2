import { http, HttpResponse } from 'msw';
import type { FaqResponse } from '@atrium/contracts';
import { FAQ_GROUPS } from '../data/faqs';
import { api } from '@atrium/mocks/lib/responses';
import { matchText } from '@atrium/mocks/lib/list';
import { authorized } from '@atrium/mocks/lib/authorize';

/** GET /api/pages/faq — the FAQ groups with only questions containing q; groups without a match are left out. */
export const getFaq = http.get(
  api('/api/pages/faq'),
  authorized({ action: 'read', subject: 'Faq' }, ({ request }) => {
    const q = new URL(request.url).searchParams.get('q');
    const groups: FaqResponse = FAQ_GROUPS.flatMap((group) => {
      const faqs = group.faqs.filter((f) => matchText(q, f.question));
      return faqs.length ? [{ ...group, faqs }] : [];
    });
    return HttpResponse.json(groups);
  }),
);
