import { http, HttpResponse } from 'msw';
import { api, jsonError } from '../../lib/responses';
import { mediaById, pictureFor } from '../../lib/media';

/**
 * GET /api/media/{id} (addition) — a stored picture (an account's photo, a product's), public by its
 * random id: an <img> sends no bearer token. `?w=` (1–2000) asks for it at most that wide on screen:
 * the smallest copy made on upload that is at least as wide, or the picture itself. A picture never
 * changes under its id (a new one gets a new id), so it is cached for a year. Served with the type read
 * from its bytes, never sniffed into something else. 400 for a malformed width.
 */
export const getMedia = http.get(api('/api/media/:id'), ({ params, request }) => {
  const record = typeof params.id === 'string' ? mediaById(params.id) : undefined;
  if (!record) return jsonError(404, 'No picture with this id');
  const w = new URL(request.url).searchParams.get('w');
  const width = w === null ? undefined : /^[1-9][0-9]{0,3}$/.test(w) && Number(w) <= 2000 ? Number(w) : NaN;
  if (Number.isNaN(width)) return jsonError(400, 'w must be a width in pixels from 1 to 2000');
  const picture = pictureFor(record, width);
  return new HttpResponse(picture.bytes, {
    headers: {
      'Content-Type': picture.type,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    },
  });
});
