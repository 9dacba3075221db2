import { http, HttpResponse } from 'msw';
import {
  emailSendSchema,
  type Email,
  type EmailAttachment,
  type EmailSend,
  type User,
} from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { ownParty, type StoredEmail } from './data/emails';
import { api, idParam, jsonError, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { now } from '@atrium/mocks/lib/clock';
import { nextEmailId, ownEmail, shownEmail } from './mailbox';
import {
  attachmentOfFile,
  copyFileFor,
  dropUnusedFiles,
  ownFile,
  sizeText,
  storeFile,
} from './files/fileStore';
import { fileTypeOf } from './files/fileTypes';

export { sizeText };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Plain text in, paragraphs out. */
const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');

type SendAttachment = Exclude<EmailSend['attachments'], undefined>[number];
type Attached = { attachment: EmailAttachment } | { error: Response };

/**
 * What a message keeps of an attachment it is sent with: an uploaded file of the caller's (another
 * user's, or none, is 404); a data URL's bytes, kept in the file store when they are a type it keeps
 * (else 400: the API never keeps a file it would not serve); or a chosen file's metadata alone.
 */
function attach(a: SendAttachment, account: User): Attached {
  if ('fileId' in a) {
    const file = ownFile(account.id, a.fileId);
    if (!file) return { error: jsonError(404, `No attachment found with id ${a.fileId}`) };
    return { attachment: attachmentOfFile(file) };
  }
  if ('url' in a) {
    const bytes = Uint8Array.from(atob(a.url.slice(a.url.indexOf(',') + 1)), (c) => c.charCodeAt(0));
    const type = fileTypeOf(bytes);
    if (!type) {
      return { error: jsonError(400, 'Attach a picture (PNG, JPEG, GIF, WebP), a PDF or a plain text file') };
    }
    return { attachment: attachmentOfFile(storeFile(account.id, a.fileName, bytes, type)) };
  }
  // Only the metadata of a chosen file: listed with the message, nothing to serve.
  return {
    attachment: {
      fileName: a.fileName,
      url: '',
      size: sizeText(a.size ?? 0),
      bytes: a.size,
      type: a.type ?? '',
      thumbnail: '',
    },
  };
}

/**
 * A sent message's copy in the inbox of each other user of the app it is addressed to (to, cc or bcc;
 * any case), once each: from the sender by name, unread, without the bcc list, in the same thread (the
 * thread's id is the same in every mailbox, so their answer joins the sender's conversation), with
 * copies of its files that are theirs.
 */
function deliver(sent: StoredEmail, sender: User): void {
  const addresses = new Set(
    [...sent.to.map((p) => p.email), ...sent.cc, ...sent.bcc].map((a) => a.toLowerCase()),
  );
  for (const user of db.users) {
    if (user.id === sender.id || !addresses.has(user.email.toLowerCase())) continue;
    const { inReplyTo: _answered, ...copy } = structuredClone(shownEmail(sent));
    db.emails.push({
      ...copy,
      id: nextEmailId(),
      ownerId: user.id,
      from: { email: sender.email, name: sender.fullName, avatar: sender.avatar },
      bcc: [],
      attachments: copy.attachments.map((a) => {
        const file = a.id === undefined ? undefined : ownFile(sender.id, a.id);
        return file ? attachmentOfFile(copyFileFor(file, user.id)) : a;
      }),
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
 * one). `replyTo` (a reply or a forward) names the message of the caller's it answers: the new one
 * joins that message's thread (`threadId`, `inReplyTo`: the API's to set, from a message the caller
 * holds; 404 when it is not one); otherwise it starts a thread of its own. Attachments are uploaded
 * files of the caller's (`fileId`), data URLs (kept in the file store, when a type it keeps) or a
 * chosen file's name, size and type (metadata only). HTML (`html: true`) is kept as written and
 * sanitised where it is shown; plain text is escaped into paragraphs.
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
    if (replyTo !== undefined && (!answered || answered === existing)) {
      return jsonError(404, `No email found with id ${replyTo}`);
    }
    const attached: EmailAttachment[] = [];
    for (const a of attachments) {
      const result = attach(a, account);
      if ('error' in result) return result.error;
      attached.push(result.attachment);
    }

    const fields = {
      from: ownParty(account),
      to: to.map((address) => ({ email: address, name: address.split('@')[0], avatar: '' })),
      cc,
      bcc,
      subject,
      message: html ? message : paragraphs(message),
      attachments: attached,
      time: new Date(now()).toISOString().slice(0, 19),
      folder: draft ? ('draft' as const) : ('sent' as const),
      isRead: true,
      isDeleted: false,
    };
    const previousFiles = existing?.attachments.map((a) => a.id) ?? [];
    let email: StoredEmail;
    if (existing) {
      email = Object.assign(existing, fields);
    } else {
      const id = nextEmailId();
      email = { id, ownerId: account.id, ...fields, isStarred: false, labels: [], replies: [], threadId: id };
      db.emails.push(email);
    }
    if (answered) {
      email.threadId = answered.threadId ?? answered.id;
      email.inReplyTo = answered.id;
    }
    // A draft re-saved without a file it had: the file goes, unless another message keeps it.
    if (existing) dropUnusedFiles(account.id, previousFiles);
    if (!draft) deliver(email, account);
    return HttpResponse.json<Email>(shownEmail(email), { status: 201 });
  }),
);

/**
 * DELETE /api/apps/email/drafts/:id (addition) — discards a draft of the caller's for good, and the
 * files only it carried; 204; 404 when it is not one.
 */
export const discardDraft = http.delete(
  api('/api/apps/email/drafts/:id'),
  authorized({ action: 'create', subject: 'Email' }, ({ params, account }) => {
    const draft = ownEmail(account, idParam(params.id));
    if (!draft || draft.folder !== 'draft')
      return jsonError(404, `No draft found with id ${String(params.id)}`);
    db.emails.splice(db.emails.indexOf(draft), 1);
    dropUnusedFiles(
      account.id,
      draft.attachments.map((a) => a.id),
    );
    return new HttpResponse(null, { status: 204 });
  }),
);
