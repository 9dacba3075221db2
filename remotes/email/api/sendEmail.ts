import { http, HttpResponse } from 'msw';
import { emailSendSchema, type Email, type EmailAttachment, type User } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { ownParty, type StoredEmail } from './data/emails';
import { api, idParam, jsonError, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { now } from '@atrium/mocks/lib/clock';
import { nextEmailId, ownEmail, shownEmail } from './mailbox';

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
 * A sent message's copy in the inbox of each other user of the app it is addressed to (to, cc or bcc;
 * any case), once each: from the sender by name, unread, without the bcc list.
 */
function deliver(sent: StoredEmail, sender: User): void {
  const addresses = new Set(
    [...sent.to.map((p) => p.email), ...sent.cc, ...sent.bcc].map((a) => a.toLowerCase()),
  );
  for (const user of db.users) {
    if (user.id === sender.id || !addresses.has(user.email.toLowerCase())) continue;
    db.emails.push({
      ...structuredClone(shownEmail(sent)),
      id: nextEmailId(),
      ownerId: user.id,
      from: { email: sender.email, name: sender.fullName, avatar: sender.avatar },
      bcc: [],
      folder: 'inbox',
      isRead: false,
      isStarred: false,
      labels: [],
    });
  }
}

/**
 * POST /api/apps/email/send (addition) — stores a new message in the caller's "sent" (or "draft"),
 * 201 with it; a sent message is also delivered to the inbox of each other user of the app it is
 * addressed to. `draftId` sends or updates that draft of the caller's in place (404 when it is not
 * one); `replyTo` puts the answered message of the caller's (and its thread) in the new one's thread
 * (404 when unknown). Attachments are data URLs (kept) or a chosen file's name, size and type
 * (metadata only). HTML (`html: true`) is kept as written and sanitised where it is shown; plain text
 * is escaped into paragraphs.
 */
export const sendEmail = http.post(
  api('/api/apps/email/send'),
  authorized({ action: 'create', subject: 'Email' }, async ({ request, account }) => {
    const body = await parseBody(request, emailSendSchema);
    if ('error' in body) return body.error;
    const { to, cc, bcc, subject, message, html, draft, draftId, replyTo, attachments } = body.data;

    const existing = draftId === undefined ? undefined : ownEmail(account, draftId);
    if (draftId !== undefined && (!existing || existing.folder !== 'draft' || existing.isDeleted)) {
      return jsonError(404, `No draft found with id ${draftId}`);
    }
    const answered = replyTo === undefined ? undefined : ownEmail(account, replyTo);
    if (replyTo !== undefined && !answered) return jsonError(404, `No email found with id ${replyTo}`);
    const thread = answered ? [...answered.replies, { ...answered, replies: [] }].map(shownEmail) : undefined;

    const fields = {
      from: ownParty(account),
      to: to.map((address) => ({ email: address, name: address.split('@')[0], avatar: '' })),
      cc,
      bcc,
      subject,
      message: html ? message : paragraphs(message),
      attachments: attachments.map(attachmentOf),
      time: new Date(now()).toISOString().slice(0, 19),
      folder: draft ? ('draft' as const) : ('sent' as const),
      isRead: true,
      isDeleted: false,
    };
    let email: StoredEmail;
    if (existing) {
      email = Object.assign(existing, fields);
      if (thread) email.replies = thread;
    } else {
      email = {
        id: nextEmailId(),
        ownerId: account.id,
        ...fields,
        isStarred: false,
        labels: [],
        replies: thread ?? [],
      };
      db.emails.push(email);
    }
    if (!draft) deliver(email, account);
    return HttpResponse.json<Email>(shownEmail(email), { status: 201 });
  }),
);

/**
 * DELETE /api/apps/email/drafts/:id (addition) — discards a draft of the caller's for good; 204; 404
 * when it is not one.
 */
export const discardDraft = http.delete(
  api('/api/apps/email/drafts/:id'),
  authorized({ action: 'create', subject: 'Email' }, ({ params, account }) => {
    const draft = ownEmail(account, idParam(params.id));
    if (!draft || draft.folder !== 'draft')
      return jsonError(404, `No draft found with id ${String(params.id)}`);
    db.emails.splice(db.emails.indexOf(draft), 1);
    return new HttpResponse(null, { status: 204 });
  }),
);
