import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS, type EmailAttachmentMeta } from '@atrium/contracts';

export type ChosenAttachment = Required<EmailAttachmentMeta>;

export type AttachmentProblem = { kind: 'tooLarge'; fileName: string } | { kind: 'tooMany' };

/**
 * Adds chosen files to the list (their metadata: the API keeps no content), refusing a file over
 * 10 MB and anything past 5 files; says what was refused.
 */
export function addAttachments(
  current: ChosenAttachment[],
  files: readonly Pick<File, 'name' | 'size' | 'type'>[],
): { attachments: ChosenAttachment[]; problems: AttachmentProblem[] } {
  const attachments = [...current];
  const problems: AttachmentProblem[] = [];
  for (const file of files) {
    if (file.size > MAX_ATTACHMENT_BYTES) {
      problems.push({ kind: 'tooLarge', fileName: file.name });
    } else if (attachments.length >= MAX_ATTACHMENTS) {
      if (!problems.some((p) => p.kind === 'tooMany')) problems.push({ kind: 'tooMany' });
    } else {
      attachments.push({ fileName: file.name, size: file.size, type: file.type });
    }
  }
  return { attachments, problems };
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
