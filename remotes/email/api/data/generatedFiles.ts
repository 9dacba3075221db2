/**
 * Small files made in code for the sample mailbox's attachments, so the seed carries real bytes
 * (a picture, a PDF, a text) without binary files in the repository.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

function chunk(type: string, data: number[]): number[] {
  const body = Uint8Array.from([...ascii(type), ...data]);
  return [...u32(data.length), ...body, ...u32(crc32(body))];
}

/** zlib data of `raw` in stored (uncompressed) deflate blocks: tiny pictures need no compressor. */
function zlibStored(raw: Uint8Array): number[] {
  const out = [0x78, 0x01];
  let at = 0;
  do {
    const block = raw.subarray(at, at + 0xffff);
    at += 0xffff;
    const last = at >= raw.length ? 1 : 0;
    out.push(last, block.length & 0xff, block.length >> 8, ~block.length & 0xff, (~block.length >> 8) & 0xff);
    out.push(...block);
  } while (at < raw.length);
  let a = 1;
  let b = 0;
  for (const byte of raw) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return [...out, ...u32(((b << 16) | a) >>> 0)];
}

/** A PNG (8-bit RGB) of `width` × `height`, each pixel's colour from `pixel`. */
export function png(
  width: number,
  height: number,
  pixel: (x: number, y: number) => [number, number, number],
) {
  const raw = new Uint8Array(height * (1 + width * 3));
  let i = 0;
  for (let y = 0; y < height; y++) {
    raw[i++] = 0; // filter: none
    for (let x = 0; x < width; x++) for (const v of pixel(x, y)) raw[i++] = v;
  }
  return Uint8Array.from([
    ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    ...chunk('IHDR', [...u32(width), ...u32(height), 8, 2, 0, 0, 0]),
    ...chunk('IDAT', zlibStored(raw)),
    ...chunk('IEND', []),
  ]);
}

const pdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

/** A one-page PDF (A4) showing a title and lines of text in Helvetica, with a correct cross-reference. */
export function pdf(title: string, lines: string[]): Uint8Array {
  const content = [
    'BT /F1 20 Tf 56 770 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 12 Tf 0 -32 Td 16 TL',
    ...lines.map((line) => `(${pdfText(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets = objects.map((body, n) => {
    const at = text.length;
    text += `${n + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  text += offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(ascii(text));
}

/** Text as UTF-8 bytes. */
export const textFile = (text: string) => new TextEncoder().encode(text);
