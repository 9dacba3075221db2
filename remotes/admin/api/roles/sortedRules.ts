import { ABILITY_ACTIONS, type AbilityRuleDto, type GrantedRule } from '@atrium/contracts';

const actionOrder = (action: string) => ABILITY_ACTIONS.indexOf(action as GrantedRule['action']);

/**
 * Granted rules as stored: each (action, subject) once, by subject then in the editor's action order
 * (read, create, update, delete), so that a role or a permission saved twice with the same boxes ticked
 * reads the same, whatever order the client sent them in.
 */
export function sortedRules(rules: readonly GrantedRule[]): AbilityRuleDto[] {
  const seen = new Set<string>();
  const unique: AbilityRuleDto[] = [];
  for (const { action, subject } of rules) {
    const key = `${action} ${subject}`;
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push({ action, subject });
  }
  return unique.sort(
    (a, b) =>
      (a.subject < b.subject ? -1 : a.subject > b.subject ? 1 : 0) ||
      actionOrder(a.action) - actionOrder(b.action),
  );
}
