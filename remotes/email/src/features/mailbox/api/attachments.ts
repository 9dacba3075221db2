import { ApiError, api, apiBaseUrl, session } from '@atrium/platform';
import type { EmailAttachmentUploadResponse } from '@atrium/contracts';

/**
 * POST /api/apps/email/attachments: the file itself as the body (the API reads its type from its
 * bytes), its name in the query. Answers the stored attachment, named by its id when sent.
 */
export async function uploadAttachment(file: File, signal?: AbortSignal) {
  return api<EmailAttachmentUploadResponse>('/api/apps/email/attachments', {
    method: 'POST',
    query: { name: file.name },
    // Read first (at most 512 KB): any File then goes as a Blob of its bytes, and one of a type the
    // browser does not know as bytes — the API decides what it is.
    body: new Blob([await readFile(file)], { type: file.type || 'application/octet-stream' }),
    signal,
  });
}

/** A file's bytes, through FileReader where a File has no arrayBuffer (older engines, jsdom). */
function readFile(file: File): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * GET /api/apps/email/attachments/{id}: a file of the mailbox, as a Blob. The file is served to its
 * owner only, so it is fetched with the session's bearer token (a link or an <img> would send none)
 * and shown or saved from the Blob; `inline` asks for a picture or PDF to preview.
 */
export async function fetchAttachment(id: string, inline: boolean, signal?: AbortSignal): Promise<Blob> {
  const token = session.get().accessToken;
  const response = await fetch(
    `${apiBaseUrl()}/api/apps/email/attachments/${encodeURIComponent(id)}${inline ? '?inline=1' : ''}`,
    { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'omit', signal },
  );
  if (!response.ok)
    throw new ApiError(response.status, null, response.statusText || `HTTP ${response.status}`);
  return response.blob();
}

/** Saves a Blob under a file name, as a download link would. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the Blob by the time the click returns; the address is not needed after.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
