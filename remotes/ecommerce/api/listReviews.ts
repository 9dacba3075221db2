import { http, HttpResponse } from 'msw';
import type { Review, ReviewListResponse } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api } from '@atrium/mocks/lib/responses';
import { matchText, paginate, parsePaging, sortRows, type SortKey } from '@atrium/mocks/lib/list';
import { authorized } from '@atrium/mocks/lib/authorize';

const SORT_KEYS: Record<string, SortKey<Review>> = {
  product: { kind: 'text', value: (r) => r.product },
  reviewer: { kind: 'text', value: (r) => r.reviewer },
  date: { kind: 'date', value: (r) => r.date },
  status: { kind: 'text', value: (r) => r.status },
};

/**
 * GET /api/apps/ecommerce/reviews — q (product, reviewer, email, head or para), status (exact, unless
 * All or absent), sort, paging.
 */
export const listReviews = http.get(
  api('/api/apps/ecommerce/reviews'),
  authorized({ action: 'read', subject: 'Review' }, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const q = params.get('q');
    const status = params.get('status');
    const { page, itemsPerPage } = parsePaging(params);
    let rows = db.reviews.filter(
      (r) =>
        matchText(q, r.product, r.reviewer, r.email, r.head, r.para) &&
        (!status || status === 'All' || r.status === status),
    );
    rows = sortRows(rows, SORT_KEYS, params.get('sortBy'), params.get('orderBy'));
    return HttpResponse.json<ReviewListResponse>({
      reviews: paginate(rows, page, itemsPerPage),
      total: rows.length,
    });
  }),
);
