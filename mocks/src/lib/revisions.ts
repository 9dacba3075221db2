import { HttpResponse } from 'msw';

/** The revision an `If-Match` header names (`"abc"`, `W/"abc"`), or null without one. */
export function ifMatchOf(request: Request): string | null {
  const header = request.headers.get('if-match');
  if (header === null) return null;
  return header
    .trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1');
}

/** An ETag header for a revision. */
export const etag = (revision: string) => ({ ETag: `"${revision}"` });

/**
 * Optimistic concurrency: when the request names the revision it was made from (`If-Match`) and the
 * record is no longer that, a 412 with a message and the record as it is now, when given (so the form
 * can show what changed and offer it); otherwise undefined. A request without `If-Match` is not checked.
 */
export function staleEdit<T>(
  request: Request,
  currentRevision: string,
  current: T | undefined,
  message: string,
): Response | undefined {
  const asked = ifMatchOf(request);
  if (asked === null || asked === '*' || asked === currentRevision) return undefined;
  return HttpResponse.json(current === undefined ? { message } : { message, current }, {
    status: 412,
    headers: etag(currentRevision),
  });
}
