import { pdf, png, textFile } from './generatedFiles';

/** A sample attachment: which sample email carries it (by id), its name, type and bytes. */
export interface SampleFile {
  id: string;
  emailId: number;
  fileName: string;
  type: string;
  bytes: Uint8Array;
}

/**
 * A sample file's id: fixed, so the seeded emails and files agree however often either is built.
 * (Knowing it gives no one else the file: it is served to its mailbox's owner only.)
 */
const sampleId = (n: number) => `5eed${String(n).padStart(28, '0')}`;

/** Bars of a little chart, in the palette's primary, success and warning. */
const chart = (x: number, y: number): [number, number, number] => {
  const bars = [22, 34, 16, 40, 28];
  const bar = Math.floor(x / 12);
  const inBar = x % 12 < 8 && bar < bars.length && 48 - y <= bars[bar];
  const colors: [number, number, number][] = [
    [115, 103, 240],
    [40, 199, 111],
    [255, 159, 67],
  ];
  return inBar ? colors[bar % 3] : [248, 247, 250];
};

/** A sky over a sea over sand. */
const beach = (x: number, y: number): [number, number, number] =>
  y < 20 ? [135, 206, 235 - (y % 5)] : y < 34 ? [0, 105 + (x % 8), 148] : [238, 214, 175];

let built: SampleFile[] | undefined;

/** The sample mailbox's attachments (made once per process: the seed builds emails and files apart). */
export function sampleFiles(): SampleFile[] {
  built ??= [
    [
      1,
      'roadmap.pdf',
      'application/pdf',
      pdf('Quarterly roadmap', ['Q3: checkout redesign', 'Q4: mobile app beta', 'Review on Friday']),
    ],
    [
      2,
      'invoice-4987.pdf',
      'application/pdf',
      pdf('Invoice #4987', ['Hosting, May 2026: $120.00', 'Due within 30 days']),
    ],
    [5, 'mockup.png', 'image/png', png(64, 48, chart)],
    [
      5,
      'review-notes.txt',
      'text/plain',
      textFile('Design review\n\n- Larger tap targets\n- Keep the dark theme contrast\n'),
    ],
    [6, 'beach.png', 'image/png', png(64, 48, beach)],
    [
      9,
      'checklist.txt',
      'text/plain',
      textFile('Onboarding\n\n[ ] Laptop\n[ ] Accounts\n[ ] First-week buddy\n'),
    ],
    [14, 'landing-page.png', 'image/png', png(64, 48, chart)],
    [
      20,
      'expenses.csv',
      'text/plain',
      textFile('date,item,amount\n2026-05-02,Train,48.20\n2026-05-03,Hotel,132.00\n'),
    ],
  ].map(([emailId, fileName, type, bytes], n) => ({
    id: sampleId(n + 1),
    emailId: emailId as number,
    fileName: fileName as string,
    type: type as string,
    bytes: bytes as Uint8Array,
  }));
  return built;
}
