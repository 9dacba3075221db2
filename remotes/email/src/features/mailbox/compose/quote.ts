import type { Email } from '@atrium/contracts';
import type { ComposeDraft } from '../components/composeSchema';
import type { ChosenAttachment } from './attachments';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const withPrefix = (prefix: string, subject: string) =>
  subject.toLowerCase().startsWith(prefix.toLowerCase()) ? subject : `${prefix} ${subject}`;

/** The original under the new text: a line naming its author and time, then its HTML, quoted. */
function quoted(email: Email, intro: string): string {
  // An empty first paragraph where the user writes; the editor keeps only the HTML it knows.
  return `<p></p><blockquote><p>${escapeHtml(intro)}</p>${email.message}</blockquote>`;
}

export type ReplyKind = 'reply' | 'replyAll' | 'forward';

/** A message's stored files, as compose carries them on (a forward sends them again). */
const storedFilesOf = (email: Email): ChosenAttachment[] =>
  email.attachments
    .filter((a) => a.id)
    .map((a) => ({ fileName: a.fileName, size: a.bytes ?? 0, type: a.type ?? '', fileId: a.id }));

/**
 * What compose opens with to answer `email`: its author (reply), also everyone else on it except the
 * signed-in user, whose address is `me` (reply all), or no one (forward, with its files); the subject
 * prefixed; the original quoted below; in its thread (`replyTo`).
 */
export function answerDraft(email: Email, kind: ReplyKind, intro: string, me: string): ComposeDraft {
  const subject = email.subject;
  if (kind === 'forward') {
    // A forward joins the conversation too, and carries the message's files.
    return {
      to: '',
      subject: withPrefix('Fwd:', subject),
      message: quoted(email, intro),
      replyTo: email.id,
      attachments: storedFilesOf(email),
    };
  }
  const isMe = (address: string) => address.toLowerCase() === me.toLowerCase();
  const others =
    kind === 'replyAll' ? email.to.map((p) => p.email).filter((a) => !isMe(a) && a !== email.from.email) : [];
  const author = isMe(email.from.email) ? (email.to[0]?.email ?? '') : email.from.email;
  return {
    to: [author, ...others].filter(Boolean).join(', '),
    cc: kind === 'replyAll' ? email.cc.filter((a) => !isMe(a)).join(', ') : '',
    subject: withPrefix('Re:', subject),
    message: quoted(email, intro),
    replyTo: email.id,
  };
}

/** A saved draft, as compose reopens it. */
export function draftOf(email: Email): ComposeDraft {
  return {
    to: email.to.map((p) => p.email).join(', '),
    cc: email.cc.join(', '),
    bcc: email.bcc.join(', '),
    subject: email.subject,
    message: email.message,
    draftId: email.id,
    // A draft of an answer stays in its thread when sent.
    replyTo: email.inReplyTo,
    attachments: email.attachments.map((a) => ({
      fileName: a.fileName,
      size: a.bytes ?? 0,
      type: a.type ?? '',
      ...(a.id ? { fileId: a.id } : {}),
    })),
  };
}
