import { http, HttpResponse } from 'msw';
import type { Review, ReviewListResponse } from '@atrium/contracts';
import { api } from '@atrium/mocks/lib/responses';
import { queryList, type ListSpec } from '@atrium/mocks/lib/listQuery';
import { authorized } from '@atrium/mocks/lib/authorize';

export const REVIEW_LIST: ListSpec = {
  collection: 'reviews',
  search: ['product', 'reviewer', 'email', 'head', 'para'],
  filters: [{ params: ['status'], filter: { kind: 'equals', path: 'status' } }],
  sort: {
    product: { path: 'product', kind: 'text' },
    reviewer: { path: 'reviewer', kind: 'text' },
    date: { path: 'date', kind: 'date' },
    status: { path: 'status', kind: 'text' },
  },
};

/**
 * GET /api/apps/ecommerce/reviews — q (product, reviewer, email, head or para), status (exact, unless
 * All or absent), sort, paging.
 */
export const listReviews = http.get(
  api('/api/apps/ecommerce/reviews'),
  authorized({ action: 'read', subject: 'Review' }, async ({ request }) => {
    const params = new URL(request.url).searchParams;
    // The screen's "All" tab asks for every status.
    if (params.get('status') === 'All') params.delete('status');
    const { rows, total } = await queryList<Review>(REVIEW_LIST, params);
    return HttpResponse.json<ReviewListResponse>({ reviews: rows, total });
  }),
);
