import type { HttpResponseResolver } from 'msw';
import { createMongoAbility } from '@casl/ability';
import { db } from '../db';
import type { User } from '@atrium/contracts';
import { isSuspended } from './credentials';
import { effectiveRules } from './effectiveRules';
import { jsonError } from './responses';
import { accountIdForToken } from './tokens';

/** The CASL actions the API checks (the UI's routes use the same). */
export type Action = 'read' | 'create' | 'update' | 'delete';

/** What a call needs: an action on a subject, or only a signed-in caller (their own data). */
export type Need = { action: Action; subject: string } | 'signed-in';

type Info = Parameters<HttpResponseResolver>[0];
type Answer = Response | Promise<Response>;

/** The token of the request's `Authorization: Bearer <token>`, or undefined. */
export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('authorization') ?? '';
  return /^Bearer ([^\s]+)$/i.exec(header.trim())?.[1];
}

/**
 * The user behind the request's `Authorization: Bearer <token>`, or undefined: no token, an unknown
 * or expired one, or one whose user was deleted or is suspended since it was issued.
 */
export function accountOf(request: Request): User | undefined {
  const token = bearerToken(request);
  if (token === undefined) return undefined;
  const id = accountIdForToken(token);
  const user = id === undefined ? undefined : db.users.find((u) => u.id === id);
  return user && !isSuspended(user) ? user : undefined;
}

/**
 * Whether the user's role allows the action on the subject. The rules are derived from the role on
 * every call, so a role an admin changes applies to its users' very next request.
 */
export function can(account: Pick<User, 'role'>, action: Action, subject: string): boolean {
  return createMongoAbility(effectiveRules(account.role)).can(action, subject);
}

/**
 * Wraps a resolver: 401 `{ message }` without a valid bearer token, 403 `{ message }` when the
 * account's rules do not allow `need`; either way the resolver does not run, so nothing changes.
 */
export function authorized(
  need: Need,
  resolver: (info: Info & { account: User }) => Answer,
): HttpResponseResolver {
  return (info) => {
    const account = accountOf(info.request);
    if (!account) return jsonError(401, 'Sign in to use this call');
    if (need !== 'signed-in' && !can(account, need.action, need.subject))
      return jsonError(403, `You may not ${need.action} ${need.subject}`);
    return resolver({ ...info, account });
  };
}
