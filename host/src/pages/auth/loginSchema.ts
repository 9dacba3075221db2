// zod/mini: the same schemas at a fraction of the bytes, for a page with a strict size budget.
import * as z from 'zod/mini';

/** Login form rules; messages are translation keys of the shell namespace. */
export const loginSchema = z.object({
  email: z
    .string()
    .check(z.trim(), z.minLength(1, 'login.emailRequired'), z.email('login.emailInvalid')),
  password: z.string().check(z.minLength(1, 'login.passwordRequired')),
  remember: z.optional(z.boolean()),
});

export type LoginForm = z.infer<typeof loginSchema>;
