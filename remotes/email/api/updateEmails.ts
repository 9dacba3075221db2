import { http, HttpResponse } from 'msw';
import { emailUpdateSchema, type EmailUpdateResponse } from '@atrium/contracts';
import { api, jsonError, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { ownEmail, shownEmail } from './mailbox';

/**
 * POST /api/apps/email — with `label`, toggles it on each of the caller's emails `ids`; otherwise merges `data`
 * into them. 201 with the changed emails; 400 on a bad body; 404 (nothing changed)
 * if an id is unknown or another user's.
 */
export const updateEmails = http.post(
  api('/api/apps/email'),
  authorized({ action: 'update', subject: 'Email' }, async ({ request, account }) => {
    const body = await parseBody(request, emailUpdateSchema);
    if ('error' in body) return body.error;
    const { data, label } = body.data;
    const ids = Array.isArray(body.data.ids) ? body.data.ids : [body.data.ids];
    const emails = ids.map((id) => ownEmail(account, id));
    const missing = ids.filter((_, i) => emails[i] === undefined);
    if (missing.length) return jsonError(404, `No email found with id ${missing.join(', ')}`);

    for (const email of new Set(emails)) {
      if (!email) continue;
      if (label) {
        const at = email.labels.indexOf(label);
        if (at === -1) email.labels.push(label);
        else email.labels.splice(at, 1);
      } else if (data) {
        Object.assign(email, data);
      }
    }
    return HttpResponse.json<EmailUpdateResponse>(
      { emails: [...new Set(emails)].filter((e) => e !== undefined).map(shownEmail) },
      { status: 201 },
    );
  }),
);
