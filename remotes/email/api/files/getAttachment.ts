import { http, HttpResponse } from 'msw';
import { api, jsonError } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { fileBytes, ownFile } from './fileStore';
import { isPreviewable } from './fileTypes';
import { contentDisposition } from './fileNames';

/**
 * GET /api/apps/email/attachments/{id}?inline=1 (addition) — a file of the caller's mailbox, to its
 * owner only (anyone else's, like an unknown id, is 404: a file is not public, whatever its id). A
 * download (`Content-Disposition: attachment`) unless `inline=1` asks to preview a picture or a PDF;
 * text is always a download. Its type is the one read from its bytes, never sniffed into another
 * (`nosniff`), and a sandboxing Content-Security-Policy stops anything in it from running should it
 * be opened as a page (a PDF, which a browser's viewer will not show sandboxed, may fetch nothing). Not cached by shared caches.
 */
export const getAttachment = http.get(
  api('/api/apps/email/attachments/:id'),
  authorized({ action: 'read', subject: 'Email' }, ({ request, params, account }) => {
    const file = typeof params.id === 'string' ? ownFile(account.id, params.id) : undefined;
    if (!file) return jsonError(404, 'No attachment with this id');
    const inline = new URL(request.url).searchParams.get('inline') === '1' && isPreviewable(file.type);
    return new HttpResponse(fileBytes(file), {
      headers: {
        'Content-Type': file.type === 'text/plain' ? 'text/plain; charset=utf-8' : file.type,
        'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', file.fileName),
        'X-Content-Type-Options': 'nosniff',
        // A browser's PDF viewer refuses a sandboxed document; a picture or text needs nothing at all.
        'Content-Security-Policy':
          file.type === 'application/pdf' ? "default-src 'none'" : "default-src 'none'; sandbox",
        'Cache-Control': 'private, no-store',
      },
    });
  }),
);
