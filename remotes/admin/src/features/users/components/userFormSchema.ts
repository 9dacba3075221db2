import { z } from 'zod';
import { LIMITS, USER_BILLING, USER_PLANS, USER_STATUSES } from '@atrium/contracts';

// The user form's rules — the API's (userSaveSchema, passwordSchema) — with messages that are keys of
// the admin area's strings, so the form speaks the page's language.

const text = (min = 1, minKey = 'users.errors.required') =>
  z.string().trim().min(min, minKey).max(LIMITS.name, 'users.errors.tooLong');

export const userFormSchema = z.object({
  fullName: text(),
  username: text(3, 'users.errors.usernameLength'),
  email: z
    .string()
    .trim()
    .min(1, 'users.errors.required')
    .max(LIMITS.email, 'users.errors.tooLong')
    .pipe(z.email('users.errors.email')),
  contact: text(),
  company: text(),
  country: text(),
  role: z.string().min(1, 'users.errors.chooseRole'),
  currentPlan: z.enum(USER_PLANS, 'users.errors.choose'),
  status: z.enum(USER_STATUSES, 'users.errors.choose'),
  billing: z.enum(USER_BILLING, 'users.errors.choose'),
});
export type UserFormValues = z.input<typeof userFormSchema>;

const password = z
  .string()
  .min(8, 'users.errors.passwordLength')
  .max(LIMITS.password, 'users.errors.tooLong');

/** Two typings of a password that must match (the second one's message says so). */
const matching = <T extends { password: string; confirmPassword: string }>(v: T) =>
  v.password === v.confirmPassword;
const MISMATCH = { path: ['confirmPassword'], message: 'users.errors.passwordMatch' };

/**
 * A new user: the fields, and an initial password typed twice. Left empty, the user exists but cannot
 * sign in until an admin sets a password.
 */
export const newUserFormSchema = userFormSchema
  .extend({
    password: z
      .string()
      .max(LIMITS.password, 'users.errors.tooLong')
      .refine((v) => v === '' || v.length >= 8, 'users.errors.passwordLength'),
    confirmPassword: z.string(),
  })
  .refine(matching, MISMATCH);
export type NewUserFormValues = z.input<typeof newUserFormSchema>;

/** An admin sets a user's password: typed twice. */
export const setPasswordFormSchema = z
  .object({ password, confirmPassword: z.string() })
  .refine(matching, MISMATCH);
export type SetPasswordFormValues = z.input<typeof setPasswordFormSchema>;
