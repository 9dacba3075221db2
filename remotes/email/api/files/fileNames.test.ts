import { contentDisposition, safeFileName } from './fileNames';
import { fileTypeOf } from './fileTypes';

describe('file names and types', () => {
  it('keeps a name without its path, control or quoting characters, with an extension saying what it is', () => {
    expect(safeFileName('../../etc/passwd', 'text/plain')).toBe('passwd.txt');
    expect(safeFileName('C:\\Users\\me\\report.PDF', 'application/pdf')).toBe('report.PDF');
    expect(safeFileName('a\r\nSet-Cookie: x=1".png', 'image/png')).toBe('a__Set-Cookie_ x=1_.png');
    expect(safeFileName('photo.jpeg', 'image/png')).toBe('photo.jpeg.png');
    expect(safeFileName('   ', 'text/plain')).toBe('file.txt');
    expect(safeFileName('x'.repeat(300), 'text/plain')).toHaveLength(124);
  });

  it('names a file in Content-Disposition in ASCII and in UTF-8, every delimiter escaped', () => {
    expect(contentDisposition('attachment', "l'été (1)*.txt")).toBe(
      `attachment; filename="l'_t_ (1)*.txt"; filename*=UTF-8''l%27%C3%A9t%C3%A9%20%281%29%2A.txt`,
    );
  });

  it('reads a type from the bytes: pictures, PDF and text, nothing else', () => {
    const bytes = (...b: number[]) => Uint8Array.from(b);
    const text = (s: string) => new TextEncoder().encode(s);
    expect(fileTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(fileTypeOf(text('GIF89a'))).toBe('image/gif');
    expect(fileTypeOf(text('%PDF-1.7'))).toBe('application/pdf');
    expect(fileTypeOf(text('<svg onload="x"/>'))).toBe('text/plain');
    expect(fileTypeOf(text('naïve café\tok\r\n'))).toBe('text/plain');
    expect(fileTypeOf(bytes(0x50, 0x4b, 0x03, 0x04, 0x00))).toBeUndefined(); // a zip
    expect(fileTypeOf(bytes(0xc3, 0x28))).toBeUndefined(); // not UTF-8
    expect(fileTypeOf(text('\u001b[31mred'))).toBeUndefined(); // a terminal escape
    expect(fileTypeOf(new Uint8Array(0))).toBeUndefined();
  });
});
