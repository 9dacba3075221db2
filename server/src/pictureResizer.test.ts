import sharp from 'sharp';
import { DOT_PNG, WIDE_PNG } from '@atrium/mocks/testing/pictures';
import { resizePicture } from './pictureResizer';

// The server's copies of an uploaded picture, made by the image library for real.
describe('resizePicture', () => {
  it('makes a WebP copy at the width asked, the height in proportion', async () => {
    const copy = await resizePicture(WIDE_PNG, 96);
    expect(copy).toMatchObject({ type: 'image/webp', width: 96 });
    expect(await sharp(copy!.bytes).metadata()).toMatchObject({ format: 'webp', width: 96, height: 48 });
    expect(copy!.bytes.length).toBeLessThan(WIDE_PNG.length);
  });

  it('makes none of a picture already that narrow, and never enlarges', async () => {
    expect(await resizePicture(DOT_PNG, 96)).toBeUndefined();
    expect(await resizePicture(WIDE_PNG, 600)).toBeUndefined();
  });

  it('throws on bytes that only start like a picture', async () => {
    await expect(
      resizePicture(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 96),
    ).rejects.toThrow();
  });

  it('refuses a small file that claims an enormous canvas', async () => {
    // A PNG header claiming 100,000 × 100,000 pixels: decoding it would take gigabytes.
    const bomb = Buffer.from(WIDE_PNG);
    bomb.writeUInt32BE(100_000, 16);
    bomb.writeUInt32BE(100_000, 20);
    await expect(resizePicture(new Uint8Array(bomb), 96)).rejects.toThrow();
  });
});
