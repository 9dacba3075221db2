import { http, HttpResponse } from 'msw';
import { SEARCH_GROUP_CAP, type SearchResponse } from '@atrium/contracts';
import { SEARCH_GROUPS } from '../../data/searchItems';
import { api } from '../../lib/responses';
import { matchText } from '../../lib/list';
import { authorized } from '../../lib/authorize';

/**
 * GET /api/app-bar/search — groups whose child titles contain q (case-insensitive, literal), each with
 * at most 5 children; groups without a match are left out.
 */
export const searchApp = http.get(
  api('/api/app-bar/search'),
  authorized('signed-in', ({ request }) => {
    const q = new URL(request.url).searchParams.get('q');
    const groups: SearchResponse = SEARCH_GROUPS.flatMap((group) => {
      const children = group.children.filter((c) => matchText(q, c.title)).slice(0, SEARCH_GROUP_CAP);
      return children.length ? [{ ...group, children: children.map((c) => ({ ...c })) }] : [];
    });
    return HttpResponse.json(groups);
  }),
);
