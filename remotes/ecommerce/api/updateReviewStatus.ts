import { http, HttpResponse } from 'msw';
import { reviewStatusSchema, type Review } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api, idParam, malformedId, jsonError, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';

/**
 * PATCH /api/apps/ecommerce/reviews/{id} (addition) — body `{ status: 'Published' | 'Pending' }`:
 * publishes or unpublishes a review; 200 with it, 404 `{ message }` if unknown, 400 on a bad body.
 */
export const updateReviewStatus = http.patch(
  api('/api/apps/ecommerce/reviews/:id'),
  authorized({ action: 'update', subject: 'Review' }, async ({ params, request }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const review = db.reviews.find((r) => r.id === id);
    if (!review) return jsonError(404, 'No review found with this id');
    const body = await parseBody(request, reviewStatusSchema);
    if ('error' in body) return body.error;
    review.status = body.data.status;
    return HttpResponse.json<Review>(review);
  }),
);
