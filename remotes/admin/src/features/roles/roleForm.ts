import { z } from 'zod';
import { grantedRulesSchema, roleSaveSchema } from '@atrium/contracts';

const contractName = roleSaveSchema.shape.name;

/**
 * The role dialog's schema: the API's (`roleSaveSchema`), with the name's messages as keys of the admin
 * namespace so that they read in the page's language. The bounds come from the API's schema, and
 * whatever else it refuses in a name (< or >) is the `nameChars` message.
 */
export const roleFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'roles.errors.nameRequired')
    .max(contractName.maxLength ?? Number.MAX_SAFE_INTEGER, 'roles.errors.nameTooLong')
    .refine((name) => contractName.safeParse(name).success, 'roles.errors.nameChars'),
  rules: grantedRulesSchema,
});

export type RoleForm = z.input<typeof roleFormSchema>;
