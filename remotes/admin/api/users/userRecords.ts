import { HttpResponse } from 'msw';
import type { User } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { idParam, jsonError, malformedId } from '@atrium/mocks/lib/responses';
import { holdsMoreRefusal } from '@atrium/mocks/lib/grants';
import { roleByName } from '@atrium/mocks/lib/effectiveRules';

/** The stored user with that id (the object itself: changes to it are saved). */
export function userWithId(id: number): User | undefined {
  return db.users.find((u) => u.id === id);
}

/** The answer for a well-formed id no user has. */
export function userNotFound(): Response {
  return jsonError(404, 'User not found');
}

/**
 * The user a call acts on (its `:id`), or the answer that refuses the call: 400 for a malformed id, 404
 * for an id no user has, 403 for a user who may do more than the caller (nobody acts on a user above
 * them).
 */
export function userActedOn(
  param: string | readonly string[] | undefined,
  account: Pick<User, 'role'>,
): { id: number; user: User } | { error: Response } {
  const id = idParam(param);
  if (id === undefined) return { error: malformedId() };
  const user = userWithId(id);
  if (!user) return { error: userNotFound() };
  const refused = holdsMoreRefusal(account, user);
  return refused ? { error: refused } : { id, user };
}

/**
 * The role's name as stored (`support` given, `Support` kept), or a 400 with `errors.role` when no role
 * has that name: a user holds a role that exists, so their rules can be derived.
 */
export function existingRoleName(name: string): { name: string } | { error: Response } {
  const role = roleByName(name);
  if (role) return { name: role.name };
  const message = 'No role has this name';
  return { error: HttpResponse.json({ message, errors: { role: [message] } }, { status: 400 }) };
}

/**
 * A 409 naming each field another user already holds — email or username, compared without case —
 * or undefined when both are free. `self` is the user being edited (their own values are not taken).
 */
export function takenFields(values: Pick<User, 'email' | 'username'>, self?: number): Response | undefined {
  const others = db.users.filter((u) => u.id !== self);
  const errors: Record<string, string[]> = {};
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  if (others.some((u) => same(u.email, values.email)))
    errors.email = ['A user with this email already exists'];
  if (others.some((u) => same(u.username, values.username)))
    errors.username = ['A user with this username already exists'];
  const [first] = Object.values(errors);
  if (!first) return undefined;
  return HttpResponse.json({ message: first[0], errors }, { status: 409 });
}

/** The 403 answer (on the role field) to callers changing their own role. */
export function ownRoleRefused(): Response {
  const message = 'You cannot change your own role';
  return HttpResponse.json({ message, errors: { role: [message] } }, { status: 403 });
}

/**
 * The 400 answer (on the status field) to callers suspending themselves: they would lock themselves
 * out, with no one left to undo it.
 */
export function selfSuspensionRefused(): Response {
  const message = 'You cannot suspend your own account';
  return HttpResponse.json({ message, errors: { status: [message] } }, { status: 400 });
}
