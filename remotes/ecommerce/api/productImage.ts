import { mediaOfUrl } from '@atrium/mocks/lib/media';

const SAMPLE_PICTURE = /^\/images\/[a-z0-9/_-]+\.(svg|png|jpe?g|webp)$/;

/**
 * Whether a product may show this picture: none, one of the sample pictures the app serves, or one
 * uploaded to the API (POST /api/apps/ecommerce/products/images). Never another site's address: the
 * lists would load it in every admin's browser (a tracking pixel, or a picture nobody checked).
 */
export function productImageAllowed(url: string): boolean {
  return url === '' || SAMPLE_PICTURE.test(url) || mediaOfUrl(url) !== undefined;
}
