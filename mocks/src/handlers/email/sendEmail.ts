import { http, HttpResponse } from 'msw';
import { emailSendSchema, type Email } from '@atrium/contracts';
import { db } from '../../db';
import { ME } from '../../data/emails';
import { api, parseBody } from '../../lib/responses';
import { authorized } from '../../lib/authorize';

/** "12 KB": the decoded size of a base64 data URL. */
function sizeOf(dataUrl: string): string {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const bytes =
    Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
  return bytes < 1024 ? `${bytes} B` : `${Math.round(bytes / 1024)} KB`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * POST /api/apps/email/send (addition) — stores a new message in "sent" (or "draft"), with its
 * attachments (base64 data URLs, kept in the record); 201 with it.
 */
export const sendEmail = http.post(
  api('/api/apps/email/send'),
  authorized({ action: 'create', subject: 'Email' }, async ({ request }) => {
    const body = await parseBody(request, emailSendSchema);
    if ('error' in body) return body.error;
    const { to, cc, bcc, subject, message, draft, attachments } = body.data;
    const email: Email = {
      id: Math.max(0, ...db.emails.map((e) => e.id)) + 1,
      from: ME,
      to: to.map((address) => ({ email: address, name: address.split('@')[0], avatar: '' })),
      cc,
      bcc,
      subject,
      // Plain text in, paragraphs out: the client sends text, never HTML.
      message: message
        .split(/\n{2,}/)
        .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
        .join(''),
      attachments: attachments.map(({ fileName, url }) => ({
        fileName,
        url,
        size: sizeOf(url),
        thumbnail: '',
      })),
      isStarred: false,
      labels: [],
      time: new Date().toISOString().slice(0, 19),
      replies: [],
      folder: draft ? 'draft' : 'sent',
      isRead: true,
      isDeleted: false,
    };
    db.emails.push(email);
    return HttpResponse.json(email, { status: 201 });
  }),
);
