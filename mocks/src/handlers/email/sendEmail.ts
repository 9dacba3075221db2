import { http, HttpResponse } from 'msw';
import { emailSendSchema, type Email, type EmailAttachment } from '@atrium/contracts';
import { db } from '../../db';
import { ME } from '../../data/emails';
import { api, idParam, jsonError, parseBody } from '../../lib/responses';
import { authorized } from '../../lib/authorize';

/** "12 KB": a size in bytes as the mailbox shows it. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The decoded size of a base64 data URL. */
function bytesOf(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Plain text in, paragraphs out. */
const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');

type SendAttachment = { fileName: string; url: string } | { fileName: string; size: number; type: string };

function attachmentOf(a: SendAttachment): EmailAttachment {
  if ('url' in a) {
    const bytes = bytesOf(a.url);
    const type = a.url.slice(5, a.url.indexOf(';'));
    return { fileName: a.fileName, url: a.url, size: sizeText(bytes), bytes, type, thumbnail: '' };
  }
  // Only the metadata of a chosen file is kept: the mock never stores its content.
  return {
    fileName: a.fileName,
    url: '',
    size: sizeText(a.size),
    bytes: a.size,
    type: a.type,
    thumbnail: '',
  };
}

/**
 * POST /api/apps/email/send (addition) — stores a new message in "sent" (or "draft"), 201 with it.
 * `draftId` sends or updates that draft in place (404 when it is not a draft); `replyTo` puts the
 * answered message (and its thread) in the new one's thread (404 when unknown). Attachments are data
 * URLs (kept) or a chosen file's name, size and type (metadata only). HTML (`html: true`) is kept as
 * written and sanitised where it is shown; plain text is escaped into paragraphs.
 */
export const sendEmail = http.post(
  api('/api/apps/email/send'),
  authorized({ action: 'create', subject: 'Email' }, async ({ request }) => {
    const body = await parseBody(request, emailSendSchema);
    if ('error' in body) return body.error;
    const { to, cc, bcc, subject, message, html, draft, draftId, replyTo, attachments } = body.data;

    const existing = draftId === undefined ? undefined : db.emails.find((e) => e.id === draftId);
    if (draftId !== undefined && (!existing || existing.folder !== 'draft' || existing.isDeleted)) {
      return jsonError(404, `No draft found with id ${draftId}`);
    }
    const answered = replyTo === undefined ? undefined : db.emails.find((e) => e.id === replyTo);
    if (replyTo !== undefined && !answered) return jsonError(404, `No email found with id ${replyTo}`);

    const fields = {
      from: ME,
      to: to.map((address) => ({ email: address, name: address.split('@')[0], avatar: '' })),
      cc,
      bcc,
      subject,
      message: html ? message : paragraphs(message),
      attachments: attachments.map(attachmentOf),
      time: new Date().toISOString().slice(0, 19),
      folder: draft ? ('draft' as const) : ('sent' as const),
      isRead: true,
      isDeleted: false,
    };
    if (existing) {
      Object.assign(existing, fields);
      if (answered) existing.replies = [...answered.replies, { ...answered, replies: [] }];
      return HttpResponse.json(existing, { status: 201 });
    }
    const email: Email = {
      id: Math.max(0, ...db.emails.map((e) => e.id)) + 1,
      ...fields,
      isStarred: false,
      labels: [],
      replies: answered ? [...answered.replies, { ...answered, replies: [] }] : [],
    };
    db.emails.push(email);
    return HttpResponse.json(email, { status: 201 });
  }),
);

/** DELETE /api/apps/email/drafts/:id (addition) — discards a draft for good; 204; 404 when it is not a draft. */
export const discardDraft = http.delete(
  api('/api/apps/email/drafts/:id'),
  authorized({ action: 'create', subject: 'Email' }, ({ params }) => {
    const id = idParam(params.id);
    const at = db.emails.findIndex((e) => e.id === id && e.folder === 'draft');
    if (at === -1) return jsonError(404, `No draft found with id ${String(params.id)}`);
    db.emails.splice(at, 1);
    return new HttpResponse(null, { status: 204 });
  }),
);
