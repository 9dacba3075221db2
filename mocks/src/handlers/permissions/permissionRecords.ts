import { HttpResponse } from 'msw';
import type { Permission, permissionSaveSchema } from '@atrium/contracts';
import { db } from '../../db';
import { roleByName } from '../../lib/effectiveRules';
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
