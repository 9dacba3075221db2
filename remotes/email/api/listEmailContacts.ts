import { http, HttpResponse } from 'msw';
import {
  emailContactsQuerySchema,
  type EmailContactsResponse,
  type EmailParty,
  type User,
} from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api, jsonError } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { mailboxOf } from './mailbox';

/** Lower case without accents: "Zoë García" and "zoe garcia" are the same text to a search. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Everyone one may write to, one per address (any case): the users directory first (their full
 * names are the best known), then the people in the caller's own messages — senders and recipients,
 * cc and bcc (known by address only, so named by it) — trashed ones included.
 */
function everyone(account: User): EmailParty[] {
  const people = new Map<string, EmailParty>();
  const add = (person: EmailParty) => {
    const key = person.email.toLowerCase();
    if (!people.has(key)) people.set(key, person);
  };
  for (const u of db.users) add({ email: u.email, name: u.fullName, avatar: u.avatar });
  const mailbox = mailboxOf(account);
  for (const e of mailbox) [e.from, ...e.to].forEach(add);
  for (const e of mailbox) {
    for (const address of [...e.cc, ...e.bcc]) add({ email: address, name: address, avatar: '' });
  }
  return [...people.values()];
}

/**
 * GET /api/apps/email/contacts (addition) — address suggestions for compose: the people matching
 * `q` on name or address (trimmed, case and accents ignored; empty: everyone), by name, at most
 * `limit` (default 8, at most 50). The caller's own address (their mailbox's) is not suggested.
 * 400 on a bad `limit` or an overlong `q`.
 */
export const listEmailContacts = http.get(
  api('/api/apps/email/contacts'),
  authorized({ action: 'read', subject: 'Email' }, ({ request, account }) => {
    const params = new URL(request.url).searchParams;
    const parsed = emailContactsQuerySchema.safeParse({
      q: params.get('q') ?? undefined,
      limit: params.get('limit') ?? undefined,
    });
    if (!parsed.success) return jsonError(400, parsed.error.issues[0].message);
    const { q, limit } = parsed.data;

    const own = account.email.toLowerCase();
    const wanted = folded(q.trim());
    const contacts = everyone(account)
      .filter((p) => p.email.toLowerCase() !== own)
      .filter((p) => folded(p.name).includes(wanted) || folded(p.email).includes(wanted))
      .sort(
        (a, b) =>
          a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.email.localeCompare(b.email),
      )
      .slice(0, limit);
    return HttpResponse.json<EmailContactsResponse>({ contacts });
  }),
);
