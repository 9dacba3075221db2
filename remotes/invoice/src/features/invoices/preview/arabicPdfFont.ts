import regularUrl from '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf';
import boldUrl from '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf';

/**
 * The font of an Arabic invoice PDF: Noto Sans Arabic (the app's own Arabic face), shipped in an npm
 * package as TrueType, which jsPDF embeds (it reads no WOFF). It has the Arabic letters' shaped forms,
 * which jsPDF writes, and Latin letters and digits for names, emails and amounts. The files are
 * assets of this remote, fetched from its own origin the first time an Arabic PDF is made; this
 * module is imported only then (a chunk of its own), so no other page pays for ~380 KB of font.
 */
export const ARABIC_PDF_FONT = 'NotoSansArabic';

/** The font files' bytes as binary strings (one character per byte), what jsPDF's file system holds. */
export interface PdfFontFiles {
  regular: string;
  bold: string;
}

async function binaryOf(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The PDF font could not be loaded (${response.status})`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  let text = '';
  // In slices: String.fromCharCode with the whole file as arguments would overflow the stack.
  for (let i = 0; i < bytes.length; i += 0x8000)
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return text;
}

export async function arabicPdfFontFiles(): Promise<PdfFontFiles> {
  const [regular, bold] = await Promise.all([binaryOf(regularUrl), binaryOf(boldUrl)]);
  return { regular, bold };
}
