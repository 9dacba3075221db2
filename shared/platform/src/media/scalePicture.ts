/** What the API keeps of a picture at most (an account's photo, a product's picture). */
export const MAX_SCALED_BYTES = 256 * 1024;

const toBlob = (canvas: HTMLCanvasElement, type: string, quality?: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

/**
 * A picture as the API keeps it: the middle square of it, scaled to `side` pixels (never up), as WebP
 * (or JPEG where the browser cannot write WebP, or when WebP would be too large). Scaled here, before
 * it is sent, so that neither the upload nor the stored picture is larger than the screens show.
 * Undefined when the browser cannot read the file as a picture, or cannot make it small enough.
 */
export async function scalePicture(file: Blob, side: number): Promise<Blob | undefined> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return undefined;
  }
  const square = Math.min(bitmap.width, bitmap.height);
  const size = Math.min(side, square);
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context || square === 0) return undefined;
  context.drawImage(
    bitmap,
    (bitmap.width - square) / 2,
    (bitmap.height - square) / 2,
    square,
    square,
    0,
    0,
    size,
    size,
  );
  bitmap.close();
  const webp = await toBlob(canvas, 'image/webp', 0.9);
  if (webp && webp.type === 'image/webp' && webp.size <= MAX_SCALED_BYTES) return webp;
  const jpeg = await toBlob(canvas, 'image/jpeg', 0.85);
  return jpeg && jpeg.size <= MAX_SCALED_BYTES ? jpeg : undefined;
}
