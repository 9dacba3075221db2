import type { AbilityRule } from '@atrium/platform';

export interface RuleSentence {
  /** The string key of the sentence: what the rule allows or forbids. */
  key: 'access.can' | 'access.cannot';
  actions: string[];
  subjects: string[];
  conditional: boolean;
}

const list = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).map(String);

/** A rule as the parts of a sentence: "You may (not) <actions> <subjects> (only where …)". */
export function describeRule(rule: AbilityRule): RuleSentence {
  return {
    key: rule.inverted ? 'access.cannot' : 'access.can',
    actions: list(rule.action),
    subjects: list(rule.subject),
    conditional: rule.conditions !== undefined || rule.fields !== undefined,
  };
}
