import sharp from 'sharp';
import { WIDE_PNG } from '@atrium/mocks/testing/pictures';
import { harness } from './testing/harness';

// Through the server as a browser uses it: a product's picture uploaded, then shown in a list's
// thumbnail (`?w=96`) and on a card (`?w=200`) as the copies made on upload, cached for a year.
test('an uploaded picture is served at the sizes the screens show it, as smaller WebP copies', async () => {
  const h = await harness();
  const uploaded = await h.request(
    '/api/apps/ecommerce/products/images',
    h.authorized({ method: 'POST', body: WIDE_PNG, headers: { 'content-type': 'image/png' } }),
  );
  expect(uploaded.status).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };

  const thumb = await h.request(`${url}?w=96`);
  expect(thumb.headers.get('content-type')).toBe('image/webp');
  expect(thumb.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).toMatchObject({ width: 96 });
  const card = await h.request(`${url}?w=200`);
  expect(await sharp(Buffer.from(await card.arrayBuffer())).metadata()).toMatchObject({ width: 400 });
  const original = await h.request(url);
  expect(new Uint8Array(await original.arrayBuffer())).toEqual(WIDE_PNG);
});
