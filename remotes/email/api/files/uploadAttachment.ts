import { http, HttpResponse } from 'msw';
import { MAX_ATTACHMENT_FILE_BYTES, type EmailAttachmentUploadResponse } from '@atrium/contracts';
import { api, jsonError } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { attachmentOfFile, storeFile } from './fileStore';
import { fileTypeOf } from './fileTypes';

/**
 * POST /api/apps/email/attachments?name= (addition) — the body is the file itself: a picture (PNG,
 * JPEG, GIF, WebP), a PDF or plain text, recognised by its bytes whatever its Content-Type says
 * (HTML or SVG, which can carry script, at most as text), at most 512 KB. Kept in the caller's
 * mailbox, 201 with the attachment to name in POST /api/apps/email/send (`{ fileId }`). 400 for a
 * missing name, an empty file or another type; 413 when too large.
 */
export const uploadAttachment = http.post(
  api('/api/apps/email/attachments'),
  authorized({ action: 'create', subject: 'Email' }, async ({ request, account }) => {
    const name = new URL(request.url).searchParams.get('name')?.trim() ?? '';
    if (!name || name.length > 255)
      return jsonError(400, 'Give the file name (name), at most 255 characters');
    const bytes = new Uint8Array(await request.arrayBuffer());
    if (bytes.length > MAX_ATTACHMENT_FILE_BYTES) return jsonError(413, 'An attachment is at most 512 KB');
    const type = fileTypeOf(bytes);
    if (!type) return jsonError(400, 'Attach a picture (PNG, JPEG, GIF, WebP), a PDF or a plain text file');
    const file = storeFile(account.id, name, bytes, type);
    return HttpResponse.json<EmailAttachmentUploadResponse>(
      { attachment: attachmentOfFile(file) },
      { status: 201 },
    );
  }),
);
