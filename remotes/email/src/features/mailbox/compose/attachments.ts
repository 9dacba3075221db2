import { MAX_ATTACHMENT_FILE_BYTES, MAX_ATTACHMENTS, type EmailSend } from '@atrium/contracts';

/**
 * A file of the message being written: its name, size and type, and once uploaded, the id the API
 * keeps it under (`fileId`); `uploading` while it is on its way. A file of an older draft kept as
 * metadata only has no id.
 */
export interface ChosenAttachment {
  fileName: string;
  size: number;
  type: string;
  fileId?: string;
  uploading?: boolean;
  /** Tells two files of one name apart while they upload. */
  key?: string;
}

export type AttachmentProblem =
  | { kind: 'tooLarge'; fileName: string }
  | { kind: 'tooMany' }
  | { kind: 'uploadFailed'; fileName: string; reason: string };

let chosen = 0;

/**
 * Adds chosen files to the list, to be uploaded, refusing a file over 512 KB and anything past 5
 * files; says what was refused. Answers the files added (to upload) with the keys they got.
 */
export function addAttachments<F extends Pick<File, 'name' | 'size' | 'type'>>(
  current: ChosenAttachment[],
  files: readonly F[],
): { attachments: ChosenAttachment[]; problems: AttachmentProblem[]; added: { key: string; file: F }[] } {
  const attachments = [...current];
  const problems: AttachmentProblem[] = [];
  const added: { key: string; file: F }[] = [];
  for (const file of files) {
    if (file.size > MAX_ATTACHMENT_FILE_BYTES) {
      problems.push({ kind: 'tooLarge', fileName: file.name });
    } else if (attachments.length >= MAX_ATTACHMENTS) {
      if (!problems.some((p) => p.kind === 'tooMany')) problems.push({ kind: 'tooMany' });
    } else {
      const key = `chosen-${++chosen}`;
      attachments.push({ fileName: file.name, size: file.size, type: file.type, uploading: true, key });
      added.push({ key, file });
    }
  }
  return { attachments, problems, added };
}

/** Uploads under way, by the key of their file: each answers the file uploaded, or null if refused. */
export type PendingUploads = Map<string, Promise<ChosenAttachment | null>>;

/** The files once every upload under way has finished: uploaded ones with their id, refused ones gone. */
export async function settleUploads(
  attachments: ChosenAttachment[],
  uploads: PendingUploads,
): Promise<ChosenAttachment[]> {
  const settled = await Promise.all(
    attachments.map((a) => (a.uploading && a.key ? (uploads.get(a.key) ?? null) : a)),
  );
  return settled.filter((a): a is ChosenAttachment => a !== null && !a.uploading);
}

/** What the send call names of the files: an uploaded one by its id, an older one by its metadata. */
export function attachmentsToSend(attachments: ChosenAttachment[]): NonNullable<EmailSend['attachments']> {
  return attachments
    .filter((a) => !a.uploading)
    .map((a) => (a.fileId ? { fileId: a.fileId } : { fileName: a.fileName, size: a.size, type: a.type }));
}

/** "2.5 MB", "12 kB" in the page's language. */
export function formatBytes(bytes: number, language: string): string {
  const [value, unit] =
    bytes >= 1024 * 1024
      ? [bytes / (1024 * 1024), 'megabyte']
      : bytes >= 1024
        ? [bytes / 1024, 'kilobyte']
        : [bytes, 'byte'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}
