import type { AbilityRule } from '../ability/abilityTypes';
import type { SessionUser } from './session';

// What is read back from storage is checked field by field: anything another script, an old version
// or a hand edit left there must read as signed out, never as a half session. CASL in particular reads
// `subject: null` as every subject, so a rule's action and subject must be strings.

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 1000;
const isTexts = (v: unknown) => (Array.isArray(v) ? v.length > 0 && v.every(isText) : isText(v));
const optional = (v: unknown, test: (v: unknown) => boolean) => v === undefined || test(v);

export function isSessionUser(value: unknown): value is SessionUser {
  return (
    isObject(value) &&
    Number.isSafeInteger(value.id) &&
    (value.id as number) > 0 &&
    isText(value.fullName) &&
    isText(value.username) &&
    isText(value.email) &&
    isText(value.role) &&
    optional(value.avatar, (a) => typeof a === 'string')
  );
}

export function isAccessToken(value: unknown): value is string {
  return typeof value === 'string' && /^[\x21-\x7e]{16,4096}$/.test(value);
}

function isRule(value: unknown): boolean {
  return (
    isObject(value) &&
    isTexts(value.action) &&
    isTexts(value.subject) &&
    optional(value.fields, isTexts) &&
    optional(value.conditions, isObject) &&
    optional(value.inverted, (v) => typeof v === 'boolean') &&
    optional(value.reason, (v) => typeof v === 'string')
  );
}

export function isAbilityRules(value: unknown): value is AbilityRule[] {
  return Array.isArray(value) && value.length <= 10_000 && value.every(isRule);
}
