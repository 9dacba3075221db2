import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * A PDF's text as a reader's copy would give it: extracted by PDF.js (in a Node process of its own,
 * see extractPdfText.mjs), one line per line of the page, in logical order, and with Arabic
 * presentation forms (the shaped letters the PDF draws) folded back to the letters they shape (NFKC).
 */
export function pdfText(pdf: Uint8Array): string {
  const text = execFileSync(process.execPath, [join(__dirname, 'extractPdfText.mjs')], {
    input: pdf,
    encoding: 'utf8',
  });
  return text.normalize('NFKC');
}
