import type { HttpResponseResolver } from 'msw';
import { createMongoAbility } from '@casl/ability';
import { db } from '../db';
import type { LoginAccount } from '../data/accounts';
import { jsonError } from './responses';
import { accountIdForToken } from './tokens';

/** The CASL actions the API checks (the UI's routes use the same). */
export type Action = 'read' | 'create' | 'update' | 'delete';

/** What a call needs: an action on a subject, or only a signed-in caller (their own data). */
export type Need = { action: Action; subject: string } | 'signed-in';

type Info = Parameters<HttpResponseResolver>[0];
type Answer = Response | Promise<Response>;

/** The account behind the request's `Authorization: Bearer <token>`, or undefined. */
export function accountOf(request: Request): LoginAccount | undefined {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer ([^\s]+)$/i.exec(header.trim());
  if (!match) return undefined;
  const id = accountIdForToken(match[1]);
  return id === undefined ? undefined : db.accounts.find((a) => a.id === id);
}

/** Whether the account's CASL rules allow the action on the subject. */
export function can(account: LoginAccount, action: Action, subject: string): boolean {
  return createMongoAbility(account.abilityRules).can(action, subject);
}

/**
 * Wraps a resolver: 401 `{ message }` without a valid bearer token, 403 `{ message }` when the
 * account's rules do not allow `need`; either way the resolver does not run, so nothing changes.
 */
export function authorized(
  need: Need,
  resolver: (info: Info & { account: LoginAccount }) => Answer,
): HttpResponseResolver {
  return (info) => {
    const account = accountOf(info.request);
    if (!account) return jsonError(401, 'Sign in to use this call');
    if (need !== 'signed-in' && !can(account, need.action, need.subject))
      return jsonError(403, `You may not ${need.action} ${need.subject}`);
    return resolver({ ...info, account });
  };
}
