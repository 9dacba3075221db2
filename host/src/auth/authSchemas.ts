// zod/mini, like the login schema: the auth pages stay small. Messages are shell translation keys; the
// server (shared/contracts) applies the same rules and its field errors land at the same fields.
import * as z from 'zod/mini';

const email = z.string().check(z.trim(), z.minLength(1, 'auth.emailRequired'), z.email('login.emailInvalid'));
const newPassword = z.string().check(z.minLength(8, 'auth.passwordTooShort'));

export const registerSchema = z.object({
  username: z
    .string()
    .check(z.trim(), z.minLength(3, 'auth.usernameTooShort'), z.maxLength(30, 'auth.usernameTooLong')),
  email,
  password: newPassword,
  terms: z.boolean().check(z.refine((v) => v, 'auth.termsRequired')),
});
export type RegisterForm = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordSchema>;

export const newPasswordSchema = z
  .object({ email, password: newPassword, confirm: z.string() })
  .check(z.refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'auth.passwordsDiffer' }));
export type NewPasswordForm = z.infer<typeof newPasswordSchema>;
