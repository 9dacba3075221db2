import { db, resetMockDb } from '../db';
import { MEDIA_WIDTHS, pictureFor, setPictureResizer, storeUploadedPicture } from './media';
import { DOT_PNG, WIDE_PNG } from '../testing/pictures';

// The copies made on upload, with a stand-in resizer (the server's decodes with an image library): one
// per width the screens use, and the smallest one wide enough served for a width asked.
const upload = (bytes: Uint8Array<ArrayBuffer>) =>
  storeUploadedPicture(new Request('http://localhost/', { method: 'POST', body: bytes }), 1);

describe('picture copies', () => {
  beforeEach(() => resetMockDb());
  afterEach(() => setPictureResizer(undefined));

  it('keeps a copy per width narrower than the picture, and serves the smallest wide enough', async () => {
    setPictureResizer(async (bytes, width) =>
      bytes === DOT_PNG ? undefined : { bytes: Uint8Array.of(width), type: 'image/webp', width },
    );
    const record = await upload(WIDE_PNG);
    if (record instanceof Response) throw new Error('refused');
    expect(record.sizes?.map((s) => s.width)).toEqual([...MEDIA_WIDTHS]);
    expect(pictureFor(record, 40)).toEqual({ bytes: Uint8Array.of(96), type: 'image/webp' });
    expect(pictureFor(record, 200)).toEqual({ bytes: Uint8Array.of(400), type: 'image/webp' });
    // Wider than every copy, or no width: the picture as it was sent.
    expect(pictureFor(record, 700).type).toBe('image/png');
    expect(pictureFor(record, undefined).bytes).toEqual(WIDE_PNG);
  });

  it('refuses bytes that look like a picture but do not decode, and keeps nothing', async () => {
    setPictureResizer(async () => {
      throw new Error('corrupt');
    });
    const answer = await upload(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]));
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(400);
    expect(db.media).toEqual([]);
  });
});
