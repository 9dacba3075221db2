import { createMongoAbility } from '@casl/ability';
import { AbilityProvider, Can, useAbility as useCaslAbility } from '@casl/react';
import type { AbilityRule, AppAbility, AbilityAction, AbilitySubject } from './abilityTypes';

/** The one ability of the app: updated on login / logout, read by host and every remote. */
export const ability: AppAbility = createMongoAbility<AppAbility>([]);

export { AbilityProvider, Can };

/** The ability from <AbilityProvider>, re-rendering the caller when its rules change. */
export function useAbility(): AppAbility {
  return useCaslAbility<AppAbility>();
}

export function updateAbility(rules: AbilityRule[]): void {
  ability.update(rules);
}

/**
 * Whether the ability allows what a route or a navigation item declares. Something that declares no
 * ability is for accounts that may manage all.
 */
export function canAccess(
  target: { action?: AbilityAction; subject?: AbilitySubject },
  current: AppAbility = ability,
): boolean {
  if (!target.action && !target.subject) return current.can('manage', 'all');
  return current.can(target.action ?? 'read', target.subject ?? 'all');
}
