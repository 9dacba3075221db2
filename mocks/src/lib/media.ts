import { db } from '../db';
import { jsonError } from './responses';
import { now } from './clock';
import { randomToken, removeWhere } from './tokens';

/** The largest picture kept: the browser scales a photo down before it sends it (a 256-pixel square). */
export const MAX_MEDIA_BYTES = 256 * 1024;

/** The pictures accepted, by the bytes they start with — never by the type the caller claims. */
const SIGNATURES: readonly { type: string; matches: (b: Uint8Array) => boolean }[] = [
  {
    type: 'image/png',
    matches: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((x, i) => b[i] === x),
  },
  { type: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', matches: (b) => String.fromCharCode(...b.subarray(0, 4)) === 'GIF8' },
  {
    type: 'image/webp',
    matches: (b) =>
      String.fromCharCode(...b.subarray(0, 4)) === 'RIFF' &&
      String.fromCharCode(...b.subarray(8, 12)) === 'WEBP',
  },
];

/**
 * A stored picture (`db.media`): its bytes in base64, the type read from them, and whose it is. Its id
 * is random, so its address can be public (an <img> sends no bearer token) without being guessed.
 */
export interface MediaRecord {
  id: string;
  ownerId: number;
  type: string;
  data: string;
  createdAt: number;
  /** Smaller copies made on upload (by width), for the screens that show it small (`?w=`). */
  sizes?: MediaSize[];
}

export interface MediaSize {
  width: number;
  type: string;
  data: string;
}

/**
 * The widths the screens show pictures at, on a 2× screen: a list's or the navbar's thumbnail (38 px),
 * a card's picture (up to 200 px). The picture as sent (at most 800 px: the browser scales it first)
 * is the largest.
 */
export const MEDIA_WIDTHS = [96, 400] as const;

/** Makes a smaller copy of a picture: at most `width` wide, in a type the browser shows. */
export type PictureResizer = (
  bytes: Uint8Array,
  width: number,
) => Promise<{ bytes: Uint8Array; type: string; width: number } | undefined>;

let resizer: PictureResizer | undefined;

/**
 * The server sets an image library's resizer (the in-browser mock API has none: it keeps the picture
 * as sent, which the browser already scaled).
 */
export function setPictureResizer(next: PictureResizer | undefined): void {
  resizer = next;
}

/** The picture's type when the bytes are a PNG, JPEG, GIF or WebP; undefined for anything else (SVG too). */
export function pictureTypeOf(bytes: Uint8Array): string | undefined {
  return SIGNATURES.find((s) => s.matches(bytes))?.type;
}

const ID = /^[0-9a-f]{32}$/;
const PREFIX = '/api/media/';

/** Where a stored picture is served. */
export const mediaUrl = (id: string) => `${PREFIX}${id}`;

/** The stored picture an address of ours names, or undefined (another address, or none). */
export function mediaOfUrl(url: string): MediaRecord | undefined {
  return url.startsWith(PREFIX) ? mediaById(url.slice(PREFIX.length)) : undefined;
}

export function mediaById(id: string): MediaRecord | undefined {
  return ID.test(id) ? db.media.find((m) => m.id === id) : undefined;
}

// btoa/atob rather than Buffer: the same handlers run in the page (the in-browser mock API).
function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

/** The bytes of a stored picture. */
const fromBase64 = (data: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(data), (c) => c.charCodeAt(0));

export const bytesOf = (record: MediaRecord): Uint8Array<ArrayBuffer> => fromBase64(record.data);

/**
 * The picture a request's body is, checked (at most MAX_MEDIA_BYTES; PNG, JPEG, GIF or WebP by its
 * bytes, whatever the Content-Type says), and kept for `ownerId`; or the refusal: 413 too large, 400
 * not such a picture (an SVG could carry script).
 */
export async function storeUploadedPicture(
  request: Request,
  ownerId: number,
): Promise<MediaRecord | Response> {
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.length > MAX_MEDIA_BYTES) return jsonError(413, 'The picture is larger than 256 KB');
  const type = pictureTypeOf(bytes);
  if (!type) return jsonError(400, 'Send a PNG, JPEG, GIF or WebP picture');
  let sizes: MediaSize[] = [];
  if (resizer) {
    try {
      sizes = await sizesOf(bytes, resizer);
    } catch {
      // The signature matched but the picture does not decode: it is not one.
      return jsonError(400, 'The picture could not be read: send a PNG, JPEG, GIF or WebP picture');
    }
  }
  const record = storePicture(ownerId, bytes, type);
  if (sizes.length) record.sizes = sizes;
  return record;
}

/** The smaller copies of a picture, one per width of MEDIA_WIDTHS narrower than the picture itself. */
async function sizesOf(bytes: Uint8Array, resize: PictureResizer): Promise<MediaSize[]> {
  const sizes: MediaSize[] = [];
  for (const width of MEDIA_WIDTHS) {
    const copy = await resize(bytes, width);
    if (copy) sizes.push({ width: copy.width, type: copy.type, data: toBase64(copy.bytes) });
  }
  return sizes;
}

/**
 * The bytes and type to serve for a picture shown at most `width` wide: the smallest copy at least
 * that wide, or the picture itself.
 */
export function pictureFor(
  record: MediaRecord,
  width: number | undefined,
): { bytes: Uint8Array<ArrayBuffer>; type: string } {
  const size =
    width === undefined
      ? undefined
      : [...(record.sizes ?? [])].sort((a, b) => a.width - b.width).find((s) => s.width >= width);
  if (!size) return { bytes: bytesOf(record), type: record.type };
  return { bytes: fromBase64(size.data), type: size.type };
}

/** Keeps a picture already checked (pictureTypeOf, MAX_MEDIA_BYTES); answers its record. */
export function storePicture(ownerId: number, bytes: Uint8Array, type: string): MediaRecord {
  const record: MediaRecord = {
    id: randomToken().slice(0, 32),
    ownerId,
    type,
    data: toBase64(bytes),
    createdAt: now(),
  };
  db.media.push(record);
  return record;
}

/** Forgets the picture an address of ours names (a photo replaced or removed); others are left alone. */
export function dropMediaAt(url: string): void {
  const record = mediaOfUrl(url);
  if (record) removeWhere(db.media, (m) => m === record);
}
