// zod/mini, like the login schema: the auth pages stay small. Messages are shell translation keys; the
// server (shared/contracts) applies the same rules and its field errors land at the same fields.
import * as z from 'zod/mini';

export const emailRule = z
  .string()
  .check(z.trim(), z.minLength(1, 'auth.emailRequired'), z.email('login.emailInvalid'));
export const newPasswordRule = z.string().check(z.minLength(8, 'auth.passwordTooShort'));

export const usernameRule = z
  .string()
  .check(z.trim(), z.minLength(3, 'auth.usernameTooShort'), z.maxLength(30, 'auth.usernameTooLong'));

export const registerSchema = z.object({
  username: usernameRule,
  email: emailRule,
  password: newPasswordRule,
  terms: z.boolean().check(z.refine((v) => v, 'auth.termsRequired')),
});
export type RegisterForm = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email: emailRule });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordSchema>;

export const newPasswordSchema = z
  .object({ email: emailRule, password: newPasswordRule, confirm: z.string() })
  .check(z.refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'auth.passwordsDiffer' }));
export type NewPasswordForm = z.infer<typeof newPasswordSchema>;
