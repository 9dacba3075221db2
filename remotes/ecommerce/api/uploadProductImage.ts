import { http, HttpResponse } from 'msw';
import type { ProductImageResponse } from '@atrium/contracts';
import { api, jsonError } from '@atrium/mocks/lib/responses';
import { authorized, can } from '@atrium/mocks/lib/authorize';
import { mediaUrl, storeUploadedPicture } from '@atrium/mocks/lib/media';

/**
 * POST /api/apps/ecommerce/products/images (addition) — the body is a product's picture itself (PNG,
 * JPEG, GIF or WebP, at most 256 KB; the form scales it first): stored, and 201 with its address, which
 * the product's save then names as its `image`. For who may add or edit products (403 otherwise); 400
 * for a body that is not such a picture whatever its Content-Type says (an SVG could carry script); 413
 * when too large. A picture is kept when its product changes it or is deleted: orders show it too.
 */
export const uploadProductImage = http.post(
  api('/api/apps/ecommerce/products/images'),
  authorized('signed-in', async ({ request, account }) => {
    if (!can(account, 'create', 'Product') && !can(account, 'update', 'Product'))
      return jsonError(403, 'You may not add or edit products');
    const picture = await storeUploadedPicture(request, account.id);
    if (picture instanceof Response) return picture;
    return HttpResponse.json<ProductImageResponse>({ url: mediaUrl(picture.id) }, { status: 201 });
  }),
);
