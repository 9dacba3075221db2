import { z } from 'zod';
import { grantedRulesSchema, permissionSaveSchema } from '@atrium/contracts';

const contractName = permissionSaveSchema.shape.name;

/**
 * The permission dialog's schema: the API's (`permissionSaveSchema`), with the name's messages as keys
 * of the admin namespace so that they read in the page's language (the bounds come from the API's
 * schema). The roles are chosen among the existing ones, so they need no message of their own.
 */
export const permissionFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'permissions.errors.nameRequired')
    .max(contractName.maxLength ?? Number.MAX_SAFE_INTEGER, 'permissions.errors.nameTooLong'),
  assignedTo: z.array(z.string()),
  abilities: grantedRulesSchema,
});

export type PermissionForm = z.input<typeof permissionFormSchema>;
