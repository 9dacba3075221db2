import { http, HttpResponse } from 'msw';
import { db } from '@atrium/mocks/db';
import { api, idParam, malformedId } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';

/** DELETE /api/apps/ecommerce/reviews/{id} — 204, or 404 with an empty body if unknown. */
export const deleteReview = http.delete(
  api('/api/apps/ecommerce/reviews/:id'),
  authorized({ action: 'delete', subject: 'Review' }, ({ params }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const index = db.reviews.findIndex((r) => r.id === id);
    if (index === -1) return new HttpResponse(null, { status: 404 });
    db.reviews.splice(index, 1);
    return new HttpResponse(null, { status: 204 });
  }),
);
