import { z } from 'zod';
import type { AbilityRuleDto } from './auth';

/**
 * The actions a role editor grants per subject. CASL's `manage` (every action) and the subject `all`
 * (every subject) appear only in the built-in admin role's rules.
 */
export const ABILITY_ACTIONS = ['read', 'create', 'update', 'delete'] as const;
export type AbilityAction = (typeof ABILITY_ACTIONS)[number];

/** A subject name as areas declare it: a capitalised identifier such as `Invoice`. */
export const SUBJECT_PATTERN = /^[A-Z][A-Za-z0-9]{0,59}$/;

/** One granted ability in an editor: an action on a subject, no conditions. */
export const grantedRuleSchema = z.object({
  action: z.enum(ABILITY_ACTIONS, 'Choose read, create, update or delete'),
  subject: z.string().regex(SUBJECT_PATTERN, 'A subject is a capitalised name such as Invoice'),
});
export type GrantedRule = z.infer<typeof grantedRuleSchema>;

/** At most this many rules in a role or a permission. */
export const MAX_GRANTED_RULES = 400;

export const grantedRulesSchema = z
  .array(grantedRuleSchema)
  .max(MAX_GRANTED_RULES, `At most ${MAX_GRANTED_RULES} abilities`);

/** A role: a name users hold, and the abilities it grants (its matrix). */
export interface Role {
  id: number;
  /** Unique, compared without case; what `User.role` holds. */
  name: string;
  /** The role's own matrix; a role's effective rules add the permissions assigned to it. */
  rules: AbilityRuleDto[];
  /** Built-in roles (admin, client) keep their name and rules; they can be copied, not changed. */
  builtIn: boolean;
}

/** A role as listed: with how many users hold it, a few of them, and its permissions. */
export interface RoleSummary extends Role {
  totalUsers: number;
  /** The first few users holding the role (for the card's faces). */
  users: { id: number; fullName: string; avatar: string }[];
  /** Names of the permissions assigned to the role. */
  permissions: string[];
  /** The role's effective rules: its matrix plus its permissions' abilities. */
  effectiveRules: AbilityRuleDto[];
}

export interface RoleListResponse {
  roles: RoleSummary[];
}

/** The body of POST /api/apps/roles and PUT /api/apps/roles/{id}. */
export const roleSaveSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Role name is required')
    .max(60, 'Role name is at most 60 characters')
    .regex(/^[^<>]*$/, 'Role name cannot contain < or >'),
  rules: grantedRulesSchema,
});
export type RoleSave = z.input<typeof roleSaveSchema>;
