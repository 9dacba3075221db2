import { HttpResponse } from 'msw';
import type { Permission, permissionSaveSchema, User } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { roleByName } from '@atrium/mocks/lib/effectiveRules';
import { jsonError } from '@atrium/mocks/lib/responses';
import { checkRoleDataChange, describeRules, rulesBeyond, rulesOf } from '@atrium/mocks/lib/grants';
import { revokeTokensOf } from '@atrium/mocks/lib/tokens';
import { sortedRules } from '../roles/sortedRules';

/** A body that passed `permissionSaveSchema` (defaults filled in). */
type Parsed = ReturnType<typeof permissionSaveSchema.parse>;

/** Another permission than `exceptId` already named `name` (without case), if any. */
export function permissionNamed(name: string, exceptId?: number): Permission | undefined {
  const wanted = name.toLowerCase();
  return db.permissions.find((p) => p.id !== exceptId && p.name.toLowerCase() === wanted);
}

/** The 409 answer to a name another permission has, on the name field. */
export function permissionNameTaken(): Response {
  const message = 'A permission with this name already exists';
  return HttpResponse.json({ message, errors: { name: [message] } }, { status: 409 });
}

/**
 * A validated body as stored: roles named as the roles are (their stored case, each once), abilities
 * without repeats and sorted. A role that does not exist is a 400 on `assignedTo` naming them all
 * (also listed in `unknownRoles`, for a client to word the message itself).
 */
export function permissionFields(
  body: Parsed,
): { fields: Pick<Permission, 'name' | 'assignedTo' | 'abilities'> } | { error: Response } {
  const unknown = body.assignedTo.filter((name) => !roleByName(name));
  if (unknown.length) {
    const message = `Unknown ${unknown.length === 1 ? 'role' : 'roles'}: ${unknown.join(', ')}`;
    return {
      error: HttpResponse.json(
        { message, errors: { assignedTo: [message] }, unknownRoles: unknown },
        { status: 400 },
      ),
    };
  }
  const roles = [...new Set(body.assignedTo.map((name) => roleByName(name)!.name))];
  return { fields: { name: body.name, assignedTo: roles, abilities: sortedRules(body.abilities) } };
}

/**
 * Checks that `actor` may replace `before` (a permission, or nothing when one is created) with `after`
 * (or nothing when it is deleted): the permission's abilities, before and after, are within the
 * actor's, and so is every role whose rules the change alters (lib/grants). Answers the refusal, or a
 * function that signs out the users who lose an ability, to call once the change is made.
 */
export function checkPermissionChange(
  actor: User,
  before: Permission | undefined,
  after: Permission | undefined,
): { error: Response } | { signOutLosers: () => void } {
  const held = rulesOf(actor);
  if (before && rulesBeyond(before.abilities, held).length) {
    const message = `The ${before.name} permission grants more than you hold: only someone who holds all its abilities can change it`;
    return { error: jsonError(403, message) };
  }
  const beyond = after ? rulesBeyond(after.abilities, held) : [];
  if (beyond.length) {
    const message = `You cannot grant what you do not hold (${describeRules(beyond)})`;
    return {
      error: HttpResponse.json({ message, errors: { abilities: [message] } }, { status: 403 }),
    };
  }
  const others = db.permissions.filter((p) => p.id !== before?.id);
  const checked = checkRoleDataChange(actor, {
    roles: db.roles,
    permissions: after ? [...others, after] : others,
  });
  if ('error' in checked) return checked;
  return { signOutLosers: () => checked.losers.forEach((id) => revokeTokensOf(id)) };
}
