import { HttpResponse } from 'msw';
import type { Role, RoleSummary } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { effectiveRules } from '@atrium/mocks/lib/effectiveRules';

/** How many of a role's users the list answers with (the faces on its card). */
export const ROLE_SUMMARY_USERS = 4;

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The users holding the role (user roles are compared without case, like role names). */
export function usersHolding(roleName: string) {
  return db.users.filter((u) => same(u.role, roleName));
}

/** Another role than `exceptId` already named `name` (without case), if any. */
export function roleNamed(name: string, exceptId?: number): Role | undefined {
  return db.roles.find((r) => r.id !== exceptId && same(r.name, name));
}

/** A role with who holds it, the permissions assigned to it and what it may do in all. */
export function summarizeRole(role: Role): RoleSummary {
  const holders = usersHolding(role.name);
  return {
    ...role,
    totalUsers: holders.length,
    users: holders.slice(0, ROLE_SUMMARY_USERS).map(({ id, fullName, avatar }) => ({ id, fullName, avatar })),
    permissions: db.permissions
      .filter((p) => p.assignedTo.some((r) => same(r, role.name)))
      .map((p) => p.name),
    effectiveRules: effectiveRules(role.name),
  };
}

/** The 409 answer to a name another role has, on the name field. */
export function roleNameTaken(): Response {
  const message = 'A role with this name already exists';
  return HttpResponse.json({ message, errors: { name: [message] } }, { status: 409 });
}

/** The 409 answer to changing or deleting a built-in role. */
export function builtInRole(role: Role, change: 'changed' | 'deleted'): Response {
  const message = `The ${role.name} role is built in and cannot be ${change}; copy it to make a role of your own`;
  return HttpResponse.json({ message }, { status: 409 });
}
