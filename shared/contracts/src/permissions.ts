import { z } from 'zod';
import type { AbilityRuleDto } from './auth';
import { LIMITS, type ListQuery } from './common';
import { grantedRulesSchema } from './roles';

export const PERMISSION_SORT_KEYS = ['name'] as const;

/** A named bundle of abilities, assigned to roles. */
export interface Permission {
  id: number;
  name: string;
  /** Names of the roles it is assigned to. */
  assignedTo: string[];
  /** Text such as "14 Apr 2021, 8:43 PM". */
  createdDate: string;
  /** What it grants to every role it is assigned to (addition). */
  abilities: AbilityRuleDto[];
}

/** q matches the name or an assigned role. */
export type PermissionListQuery = ListQuery;

export interface PermissionListResponse {
  permissions: Permission[];
  totalPermissions: number;
}

/** The body of POST /api/apps/permissions and PUT /api/apps/permissions/{id} (additions). */
export const permissionSaveSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Permission name is required')
    .max(LIMITS.name, `Permission name is at most ${LIMITS.name} characters`),
  assignedTo: z
    .array(z.string().trim().min(1).max(60))
    .max(LIMITS.list, `At most ${LIMITS.list} roles`)
    .default([]),
  abilities: grantedRulesSchema.default([]),
});
export type PermissionSave = z.input<typeof permissionSaveSchema>;
