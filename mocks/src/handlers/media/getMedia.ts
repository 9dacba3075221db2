import { http, HttpResponse } from 'msw';
import { api, jsonError } from '../../lib/responses';
import { bytesOf, mediaById } from '../../lib/media';

/**
 * GET /api/media/{id} (addition) — a stored picture (an account's photo), public by its random id: an
 * <img> sends no bearer token. A picture never changes under its id (a new one gets a new id), so it is
 * cached for a year. Served with the type read from its bytes, never sniffed into something else.
 */
export const getMedia = http.get(api('/api/media/:id'), ({ params }) => {
  const record = typeof params.id === 'string' ? mediaById(params.id) : undefined;
  if (!record) return jsonError(404, 'No picture with this id');
  return new HttpResponse(bytesOf(record), {
    headers: {
      'Content-Type': record.type,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    },
  });
});
