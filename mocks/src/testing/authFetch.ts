import { db } from '../db';
import { issueToken } from '../lib/tokens';

/** The sample accounts tests sign in as: the admin may manage everything, the client only read AclDemo. */
export type SampleAccount = 'admin' | 'client';

const EMAILS: Record<SampleAccount, string> = { admin: 'admin@demo.com', client: 'client@demo.com' };

/** A fresh bearer token for a sample account, as signing in would give (straight from the token table). */
export function tokenFor(who: SampleAccount): string {
  const user = db.users.find((u) => u.email === EMAILS[who]);
  if (!user) throw new Error(`No sample account ${who}`);
  return issueToken(user.id);
}

/** Headers with `Authorization: Bearer <token>` added to the given ones. */
export function withBearer(token: string, headers?: HeadersInit): Headers {
  const merged = new Headers(headers);
  merged.set('authorization', `Bearer ${token}`);
  return merged;
}

/**
 * `fetch` signed in as a sample account: every call carries its bearer token, minted on first use and
 * again after `resetMockDb()` (sessions are in `db`, so a reset ends them; a test file can create it
 * at the top and reset the data before each test). A session ended otherwise (a password change, a
 * suspension) stays ended: only a new sessions collection, i.e. a reset, mints again.
 */
export function authFetch(who: SampleAccount = 'admin'): typeof fetch {
  let token: string | undefined;
  let mintedIn: unknown;
  return (input, init) => {
    if (token === undefined || mintedIn !== db.sessions) {
      token = tokenFor(who);
      mintedIn = db.sessions;
    }
    return fetch(input, { ...init, headers: withBearer(token, init?.headers) });
  };
}
