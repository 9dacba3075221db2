import { http, HttpResponse } from 'msw';
import { db } from '@atrium/mocks/db';
import { api, idParam, malformedId } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';

/** DELETE /api/apps/invoice/{id} — 204; unknown id: 404 { error: "Something went wrong" }. */
export const deleteInvoice = http.delete(
  api('/api/apps/invoice/:id'),
  authorized({ action: 'delete', subject: 'Invoice' }, ({ params }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const index = db.invoices.findIndex((i) => i.id === id);
    if (index === -1)
      return HttpResponse.json(
        { error: 'Something went wrong', message: 'Something went wrong' },
        { status: 404 },
      );
    db.invoices.splice(index, 1);
    return new HttpResponse(null, { status: 204 });
  }),
);
