import sharp from 'sharp';
import type { PictureResizer } from '@atrium/mocks/lib/media';

// A picture is a few hundred kilobytes at most (the API refuses more): decoding one never needs libvips'
// cache or more than one thread, and leaving them on holds memory across requests.
sharp.cache(false);
sharp.concurrency(1);

/**
 * A smaller copy of an uploaded picture, at most `width` wide (the height follows), as WebP: undefined
 * when the picture is not wider than that already. A GIF keeps its first frame only. Throws when the
 * bytes do not decode as a picture.
 */
export const resizePicture: PictureResizer = async (bytes, width) => {
  // limitInputPixels: a small file can claim an enormous canvas (a "decompression bomb").
  const image = sharp(bytes, { limitInputPixels: 4096 * 4096, failOn: 'error' });
  const { width: actual } = await image.metadata();
  if (!actual || actual <= width) return undefined;
  const { data, info } = await image
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: new Uint8Array(data), type: 'image/webp', width: info.width };
};
