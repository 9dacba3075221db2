import { HttpResponse } from 'msw';
import type { User } from '@atrium/contracts';
import { can } from './authorize';

/** The revision an `If-Match` header names (`"abc"`, `W/"abc"`), or null without one. */
export function ifMatchOf(request: Request): string | null {
  const header = request.headers.get('if-match');
  if (header === null) return null;
  return header
    .trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1');
}

/** An ETag header for a revision. */
export const etag = (revision: string) => ({ ETag: `"${revision}"` });

/** What a refusal calls the record, by its subject. */
const NAMED: Record<string, string> = {
  User: 'this user',
  Role: 'this role',
  Permission: 'this permission',
  Invoice: 'this invoice',
  Calendar: 'this event',
  EcommerceSettings: 'these settings',
  Order: 'this order',
  Account: 'these settings',
};

/**
 * Optimistic concurrency: when the request names the revision it was made from (`If-Match`) and the
 * record is no longer that, a 412 with a message and the record as it is now — only to a caller who
 * may read `subject`, or for `Account`, their own settings (so the form can show what changed and
 * offer it); otherwise undefined. A request without `If-Match` is not checked.
 */
export function staleEdit<T>(
  request: Request,
  account: User,
  subject: string,
  currentRevision: string,
  current: T,
): Response | undefined {
  const asked = ifMatchOf(request);
  if (asked === null || asked === '*' || asked === currentRevision) return undefined;
  const message = `Someone else changed ${NAMED[subject] ?? 'this'} since you opened it`;
  // One's own account settings (`Account`) are always one's own to read.
  const readable = subject === 'Account' || can(account, 'read', subject);
  return HttpResponse.json(readable ? { message, current } : { message }, {
    status: 412,
    headers: etag(currentRevision),
  });
}
