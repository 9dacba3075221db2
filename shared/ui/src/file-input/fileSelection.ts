import type { Accept, FileRejection } from 'react-dropzone';

/** Why a file was turned away: the reasons react-dropzone gives, and the count limit applied here. */
export type FileRejectionReason =
  'file-invalid-type' | 'file-too-large' | 'file-too-small' | 'too-many-files';

export interface RejectedFile {
  file: File;
  reason: FileRejectionReason;
}

/** The limits a file input checks, shared by FileDropzone and FileInput. */
export interface FileLimits {
  /** MIME types to extensions, e.g. `{ 'image/*': [], 'application/pdf': ['.pdf'] }`. */
  accept?: Accept;
  /** In bytes. */
  maxSize?: number;
  minSize?: number;
  /** How many files the list may hold in all (with `multiple`). */
  maxFiles?: number;
  multiple?: boolean;
}

const KNOWN: FileRejectionReason[] = [
  'file-invalid-type',
  'file-too-large',
  'file-too-small',
  'too-many-files',
];

function reasonOf(rejection: FileRejection): FileRejectionReason {
  const code = rejection.errors[0]?.code;
  return KNOWN.find((known) => known === code) ?? 'file-invalid-type';
}

/**
 * The list after a drop or a pick: a single input swaps its file, a multiple one appends the new files
 * until `maxFiles` (counting those already there, which react-dropzone's own limit does not), and
 * turns the rest away with `too-many-files`. A file already in the list (same name, size and date)
 * is not added twice.
 */
export function mergeSelection(
  current: File[],
  accepted: File[],
  rejected: FileRejection[],
  { multiple = false, maxFiles }: FileLimits,
): { files: File[]; rejections: RejectedFile[] } {
  const rejections: RejectedFile[] = rejected.map((r) => ({ file: r.file, reason: reasonOf(r) }));
  if (!multiple) return { files: accepted.slice(0, 1).length ? accepted.slice(0, 1) : current, rejections };
  const same = (a: File, b: File) =>
    a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
  const files = [...current];
  for (const file of accepted) {
    if (files.some((f) => same(f, file))) continue;
    if (maxFiles !== undefined && files.length >= maxFiles)
      rejections.push({ file, reason: 'too-many-files' });
    else files.push(file);
  }
  return { files, rejections };
}
