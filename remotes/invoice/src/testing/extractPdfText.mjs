// Prints the text of the PDF read from standard input, as PDF.js (through pdf-parse) extracts it. A
// script of its own because PDF.js is an ES module that starts a worker by a dynamic import, which
// jest's module system cannot do: tests run it with Node (`pdfText` in pdfText.ts).
import { PDFParse } from 'pdf-parse';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
try {
  const { text } = await parser.getText();
  process.stdout.write(text);
} finally {
  await parser.destroy();
}
