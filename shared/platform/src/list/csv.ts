/** CSV export of a list: RFC 4180 quoting, and cells that a spreadsheet would run as a formula neutralised. */

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

/**
 * A cell a spreadsheet would run as a formula (CSV injection): its first visible character is = + - @,
 * in ASCII, full-width (＝＋－＠) or small (﹦﹢﹣﹫) form, which spreadsheets may read as the ASCII one.
 * Anything before it that the reader cannot see is skipped first: whitespace of any kind (tab, CR, LF,
 * no-break spaces), controls, format characters (byte-order mark, zero-width space and joiners, word
 * joiner, direction marks) and the other default-ignorable code points (soft hyphen, fillers, variation
 * selectors), since some spreadsheets trim them before evaluating. A leading tab or CR is
 * neutralised whatever follows, as it always was here.
 */
const FORMULA_START =
  /^[\t\r]|^[\s\p{Cc}\p{Cf}\p{Z}\p{Default_Ignorable_Code_Point}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B]/u;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // Neutralised by a leading quote, which spreadsheets read as "this is text"; numbers stay as they are.
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return lines.join('\r\n');
}

/** Saves text as a file through a temporary link (a byte-order mark lets spreadsheets read UTF-8). */
export function downloadCsv(filename: string, csv: string): void {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
