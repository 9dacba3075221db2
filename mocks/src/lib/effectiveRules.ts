import type { AbilityRuleDto, Permission, Role } from '@atrium/contracts';
import { db } from '../db';

/**
 * Where roles and their permissions are read from: `db` as it is, or the roles and permissions a change
 * would leave (lib/grants checks a change before making it).
 */
export interface RoleData {
  roles: readonly Role[];
  permissions: readonly Permission[];
}

/** The role with that name, compared without case. */
export function roleByName(name: string, from: RoleData = db): Role | undefined {
  const wanted = name.trim().toLowerCase();
  return from.roles.find((r) => r.name.toLowerCase() === wanted);
}

const key = (rule: AbilityRuleDto) => JSON.stringify([rule.action, rule.subject, rule.inverted ?? false]);

/**
 * What a role may do: its own matrix plus the abilities of every permission assigned to it, without
 * repeats. An unknown role may do nothing. This is what sign-in answers and what every API call
 * checks, so a change to a role or a permission takes effect on its users' next request.
 */
export function effectiveRules(roleName: string, from: RoleData = db): AbilityRuleDto[] {
  const role = roleByName(roleName, from);
  if (!role) return [];
  const name = role.name.toLowerCase();
  const granted = [
    ...role.rules,
    ...from.permissions
      .filter((p) => p.assignedTo.some((r) => r.toLowerCase() === name))
      .flatMap((p) => p.abilities),
  ];
  // Managing everything covers every other grant: the admin's rules stay the spec's one rule.
  if (granted.some((r) => r.action === 'manage' && r.subject === 'all' && !r.inverted))
    return [{ action: 'manage', subject: 'all' }];
  const seen = new Set<string>();
  return granted.filter((rule) => {
    const k = key(rule);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
