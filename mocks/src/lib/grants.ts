import { HttpResponse } from 'msw';
import { createMongoAbility } from '@casl/ability';
import type { AbilityRuleDto, User } from '@atrium/contracts';
import { db } from '../db';
import { can } from './authorize';
import { isSuspended } from './credentials';
import { effectiveRules, roleByName, type RoleData } from './effectiveRules';
import { jsonError } from './responses';

// Nobody grants what they do not hold. Whoever changes a user's role, a role or a permission may only
// give abilities they hold themselves, may not act on a user or a role that holds more than they do,
// and may not leave the data without an active user who manages everything.

/**
 * What changing a user's plan needs. The spec has no billing subject: its "Manage Billing & Roles"
 * permission grants roles and `update Invoice` (data/permissions), so billing is updating invoices.
 */
export const MANAGE_BILLING = { action: 'update', subject: 'Invoice' } as const;

/** Whether the account may change plans (its own or another user's). */
export function managesBilling(account: Pick<User, 'role'>): boolean {
  return can(account, MANAGE_BILLING.action, MANAGE_BILLING.subject);
}

/** The 403 answer to a plan change by someone who may not manage billing (on the plan field). */
export function billingRefused(field = 'currentPlan'): Response {
  const message = 'Changing a plan needs the right to manage billing';
  return HttpResponse.json({ message, errors: { [field]: [message] } }, { status: 403 });
}

/**
 * An ability built from held rules, read strictly: a rule limited by conditions or fields does not
 * cover a grant without them (so it is left out), and a restriction (`inverted`) counts in full.
 */
function abilityOf(held: readonly AbilityRuleDto[]) {
  const plain = held.flatMap((r) =>
    r.inverted
      ? [{ action: r.action, subject: r.subject, inverted: true }]
      : r.conditions || r.fields
        ? []
        : [{ action: r.action, subject: r.subject }],
  );
  return createMongoAbility(plain);
}

/**
 * The rules of `granted` that `held` does not permit (CASL: `manage` covers every action, `all` every
 * subject). A restriction in `granted` only takes away, so it is never beyond.
 */
export function rulesBeyond(
  granted: readonly AbilityRuleDto[],
  held: readonly AbilityRuleDto[],
): AbilityRuleDto[] {
  const ability = abilityOf(held);
  return granted.filter((r) => !r.inverted && !ability.can(r.action, r.subject));
}

/** Whether every rule of `granted` is permitted by `held`. */
export function isWithin(granted: readonly AbilityRuleDto[], held: readonly AbilityRuleDto[]): boolean {
  return rulesBeyond(granted, held).length === 0;
}

/** Rules as a message reads them: "update Invoice, delete User" (the first few). */
export function describeRules(rules: readonly AbilityRuleDto[], most = 5): string {
  const named = rules.slice(0, most).map((r) => `${r.action} ${r.subject}`);
  return rules.length > most ? `${named.join(', ')} and ${rules.length - most} more` : named.join(', ');
}

/** The effective rules of the user's role (in `from`: the data as it is unless told). */
export function rulesOf(user: Pick<User, 'role'>, from: RoleData = db): AbilityRuleDto[] {
  return effectiveRules(user.role, from);
}

/** Whether the rules manage everything. */
export function managesAll(rules: readonly AbilityRuleDto[]): boolean {
  return abilityOf(rules).can('manage', 'all');
}

/** The users who manage everything and are not suspended, roles read from `from`. */
export function activeManagersOfAll(users: readonly User[] = db.users, from: RoleData = db): User[] {
  return users.filter((u) => !isSuspended(u) && managesAll(rulesOf(u, from)));
}

/**
 * The 409 answer when the users as a change would leave them (`usersAfter`, roles from `from`) have
 * no active user who manages everything while there is one now; undefined otherwise.
 */
export function lastManagerGuard(
  usersAfter: readonly User[],
  from: RoleData = db,
  message = 'This is the last active user who can manage everything: give that role to another user first',
): Response | undefined {
  if (activeManagersOfAll().length === 0) return undefined;
  if (activeManagersOfAll(usersAfter, from).length > 0) return undefined;
  return jsonError(409, message);
}

/**
 * The 403 answer when `target` holds abilities `actor` does not (nobody changes, suspends or deletes
 * a user who may do more than they may); undefined when the actor holds all of the target's.
 */
export function holdsMoreRefusal(
  actor: Pick<User, 'role'>,
  target: Pick<User, 'role'>,
): Response | undefined {
  if (isWithin(rulesOf(target), rulesOf(actor))) return undefined;
  return jsonError(
    403,
    'This user may do more than you: only someone who holds all their abilities can change them',
  );
}

/**
 * The 403 answer (on the role field) when giving `roleName` would grant abilities `actor` does not
 * hold; undefined when every rule of the role is within the actor's.
 */
export function roleGrantRefusal(actor: Pick<User, 'role'>, roleName: string): Response | undefined {
  const beyond = rulesBeyond(effectiveRules(roleName), rulesOf(actor));
  if (beyond.length === 0) return undefined;
  const message = `You cannot give the ${roleByName(roleName)?.name ?? roleName} role: it grants what you do not hold (${describeRules(beyond)})`;
  return HttpResponse.json({ message, errors: { role: [message] } }, { status: 403 });
}

/** Whether `after` still permits everything `before` did (nothing was lost). */
export const keepsAll = (before: readonly AbilityRuleDto[], after: readonly AbilityRuleDto[]) =>
  isWithin(before, after);

const sameRules = (a: readonly AbilityRuleDto[], b: readonly AbilityRuleDto[]) =>
  isWithin(a, b) && isWithin(b, a);

/**
 * Checks a change to roles or permissions (`after`: them as the change leaves them, roles matched to
 * today's by id, so a rename is no new role) before it is made. Every role whose effective rules the
 * change alters, and every role in `touched` (ids: the role edited or deleted), must hold no more than
 * `actor` before and after; a new role must hold no more than the actor; and the users must keep an
 * active user who manages everything. Answers the refusal (403 / 409), or the ids of the users who
 * lose an ability (their sessions are to be ended once the change is made).
 */
export function checkRoleDataChange(
  actor: Pick<User, 'role'>,
  after: RoleData,
  touched: readonly number[] = [],
): { error: Response } | { losers: number[] } {
  const held = rulesOf(actor);
  const refuse = (message: string) => ({ error: jsonError(403, message) });
  const losingRoles = new Set<number>();
  for (const role of db.roles) {
    const before = effectiveRules(role.name);
    const next = after.roles.find((r) => r.id === role.id);
    const rulesAfter = next ? effectiveRules(next.name, after) : [];
    if (!touched.includes(role.id) && sameRules(before, rulesAfter)) continue;
    if (!isWithin(before, held))
      return refuse(
        `The ${role.name} role may do more than you: only someone who holds all its abilities can change it`,
      );
    const beyond = rulesBeyond(rulesAfter, held);
    if (beyond.length)
      return refuse(
        `You cannot grant what you do not hold (${describeRules(beyond)}) to the ${next?.name ?? role.name} role`,
      );
    if (!keepsAll(before, rulesAfter)) losingRoles.add(role.id);
  }
  for (const role of after.roles) {
    if (db.roles.some((r) => r.id === role.id)) continue;
    const beyond = rulesBeyond(effectiveRules(role.name, after), held);
    if (beyond.length)
      return refuse(
        `You cannot grant what you do not hold (${describeRules(beyond)}) to the ${role.name} role`,
      );
  }
  // Users hold roles by name: read each user's role after the change through the role's id.
  const roleAfterOf = (user: User) => {
    const id = roleByName(user.role)?.id;
    return after.roles.find((r) => r.id === id)?.name ?? '';
  };
  const usersAfter = db.users.map((u) => ({ ...u, role: roleAfterOf(u) }));
  const blocked = lastManagerGuard(
    usersAfter,
    after,
    'This change would leave no active user who can manage everything',
  );
  if (blocked) return { error: blocked };
  const losers = db.users.filter((u) => losingRoles.has(roleByName(u.role)?.id ?? -1)).map((u) => u.id);
  return { losers };
}
