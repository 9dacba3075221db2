import { http, HttpResponse } from 'msw';
import type { EmailThreadResponse } from '@atrium/contracts';
import { api, idParam, jsonError } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { ownEmail, shownEmail } from './mailbox';
import { threadOf } from './threads';

/**
 * GET /api/apps/email/{id}/thread (addition) — the conversation of one of the caller's emails: the
 * messages of their mailbox in its thread, oldest first (drafts and trash aside, but always the email
 * itself), each with the thread's size. 404 when the email is not the caller's.
 */
export const getThread = http.get(
  api('/api/apps/email/:id/thread'),
  authorized({ action: 'read', subject: 'Email' }, ({ params, account }) => {
    const email = ownEmail(account, idParam(params.id));
    if (!email) return jsonError(404, `No email found with id ${String(params.id)}`);
    const thread = threadOf(account, email);
    return HttpResponse.json<EmailThreadResponse>({
      emails: thread.map((e) => ({ ...shownEmail(e), threadSize: thread.length })),
    });
  }),
);
