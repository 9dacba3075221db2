/** The side of the square a photo is kept at: twice the largest avatar shown (100 px), for sharp screens. */
export const PICTURE_SIDE = 256;
/** What the API keeps at most (POST /api/account/picture). */
export const MAX_SCALED_BYTES = 256 * 1024;

const toBlob = (canvas: HTMLCanvasElement, type: string, quality?: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

/**
 * The photo as the API keeps it: the middle square of the picture, scaled to PICTURE_SIDE, as WebP (or
 * JPEG where the browser cannot write WebP, or when WebP would be too large). Undefined when the
 * browser cannot read the file as a picture.
 */
export async function scalePicture(file: Blob): Promise<Blob | undefined> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return undefined;
  }
  const side = Math.min(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = PICTURE_SIDE;
  const context = canvas.getContext('2d');
  if (!context || side === 0) return undefined;
  context.drawImage(
    bitmap,
    (bitmap.width - side) / 2,
    (bitmap.height - side) / 2,
    side,
    side,
    0,
    0,
    PICTURE_SIDE,
    PICTURE_SIDE,
  );
  bitmap.close();
  const webp = await toBlob(canvas, 'image/webp', 0.9);
  if (webp && webp.type === 'image/webp' && webp.size <= MAX_SCALED_BYTES) return webp;
  const jpeg = await toBlob(canvas, 'image/jpeg', 0.85);
  return jpeg && jpeg.size <= MAX_SCALED_BYTES ? jpeg : undefined;
}
