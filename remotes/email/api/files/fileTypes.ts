import { pictureTypeOf } from '@atrium/mocks/lib/media';

/** The types an attachment may be: what a browser shows without running anything. */
export const PREVIEWABLE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'];
export const TEXT_TYPE = 'text/plain';

const startsWith = (bytes: Uint8Array, text: string) =>
  bytes.length >= text.length && [...text].every((c, i) => bytes[i] === c.charCodeAt(0));

/**
 * Plain text: valid UTF-8 without control characters other than tab, line breaks and form feed (a
 * NUL or an escape marks a binary or a terminal trick). Its content may well look like HTML: it is
 * only ever served as text/plain, as a download, with sniffing off.
 */
function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
}

/**
 * An attachment's type, read from its bytes and never from what the caller claims: a picture (PNG,
 * JPEG, GIF, WebP), a PDF, or plain text; undefined for anything else (HTML and SVG, which can carry
 * script, are never recognised as such: at most as text) and for an empty file.
 */
export function fileTypeOf(bytes: Uint8Array): string | undefined {
  if (bytes.length === 0) return undefined;
  const picture = pictureTypeOf(bytes);
  if (picture) return picture;
  if (startsWith(bytes, '%PDF-')) return 'application/pdf';
  return isPlainText(bytes) ? TEXT_TYPE : undefined;
}

/** May the file be shown in the page (an image, a PDF), rather than only downloaded? */
export const isPreviewable = (type: string) => PREVIEWABLE_TYPES.includes(type);
