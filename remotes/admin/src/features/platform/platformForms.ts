import { z } from 'zod';

/**
 * The console's forms, in the inputs' own terms (text), with messages as keys of the admin namespace;
 * the API checks the same bounds again (`setCanarySchema`, `setOverrideSchema` of @atrium/contracts)
 * and its message is shown when it refuses.
 */
const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .regex(/^[0-9]+$/, message)
    .refine((value) => Number(value) >= min && Number(value) <= max, message);

export const canaryFormSchema = z.object({
  version: wholeNumber(1, Number.MAX_SAFE_INTEGER, 'platform.errors.version'),
  percent: wholeNumber(0, 100, 'platform.errors.percent'),
  /** Role names, separated by commas. */
  roles: z.string().max(500, 'platform.errors.roles'),
});
export type CanaryForm = z.infer<typeof canaryFormSchema>;

/** The roles a comma-separated text names, without blanks. */
export const rolesOf = (text: string) =>
  text
    .split(',')
    .map((role) => role.trim())
    .filter(Boolean);

export const overrideFormSchema = z.object({
  manifest: z
    .string()
    .trim()
    .min(1, 'platform.errors.manifestRequired')
    .refine((value) => {
      try {
        return ['http:', 'https:'].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, 'platform.errors.manifest'),
});
export type OverrideForm = z.infer<typeof overrideFormSchema>;
