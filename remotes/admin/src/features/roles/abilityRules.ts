import {
  ABILITY_ACTIONS,
  type AbilityAction,
  type AbilityRuleDto,
  type GrantedRule,
} from '@atrium/contracts';
import type { MatrixValue } from '@atrium/ui';

/** Whether an action is one of the editor's columns (read, create, update, delete). */
export function isEditorAction(action: string): action is AbilityAction {
  return (ABILITY_ACTIONS as readonly string[]).includes(action);
}

/**
 * A role's rules as the editor shows them: CASL's `manage` (every action) and `all` (every subject),
 * which only the built-in admin role holds, become the boxes they stand for among the listed subjects,
 * so its view (and a copy of it) has every box ticked. Conditional or inverted rules cannot be edited
 * and are left out. Each rule once.
 */
export function editableRules(rules: readonly AbilityRuleDto[], listed: readonly string[]): GrantedRule[] {
  const out = new Map<string, GrantedRule>();
  for (const rule of rules) {
    if (rule.inverted || rule.conditions || rule.fields) continue;
    const actions =
      rule.action === 'manage' ? ABILITY_ACTIONS : isEditorAction(rule.action) ? [rule.action] : [];
    const subjects = rule.subject === 'all' ? listed : [rule.subject];
    for (const subject of subjects) {
      for (const action of actions) out.set(`${action} ${subject}`, { action, subject });
    }
  }
  return [...out.values()];
}

/** The rules on subjects the editor does not list (an area that is not loaded): kept as they are. */
export function unlistedRules(rules: readonly GrantedRule[], listed: ReadonlySet<string>): GrantedRule[] {
  return rules.filter((r) => !listed.has(r.subject));
}

/** The boxes of these subjects, ticked where a rule grants the action. */
export function matrixOf(
  rules: readonly GrantedRule[],
  subjects: readonly string[],
): MatrixValue<string, AbilityAction> {
  return Object.fromEntries(
    subjects.map((subject) => [
      subject,
      Object.fromEntries(
        ABILITY_ACTIONS.map((action) => [
          action,
          rules.some((r) => r.subject === subject && r.action === action),
        ]),
      ) as Record<AbilityAction, boolean>,
    ]),
  );
}

/** The rules with those subjects' boxes replaced by `matrix`; the rules on other subjects unchanged. */
export function withMatrix(
  rules: readonly GrantedRule[],
  subjects: readonly string[],
  matrix: MatrixValue<string, AbilityAction>,
): GrantedRule[] {
  const kept = rules.filter((r) => !subjects.includes(r.subject));
  const ticked = subjects.flatMap((subject) =>
    ABILITY_ACTIONS.filter((action) => matrix[subject]?.[action]).map((action) => ({ action, subject })),
  );
  return [...kept, ...ticked];
}
