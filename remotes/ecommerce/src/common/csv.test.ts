import { csvCell, toCsv } from './csv';

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
