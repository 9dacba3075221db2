/** @jest-environment node */
import { forgotPasswordSchema, newPasswordSchema, registerSchema } from './authSchemas';

/** The first message at each field, as the form shows it. */
const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
};

describe('auth form rules', () => {
  it('register: username length, email, 8-character password and accepted terms', () => {
    expect(
      registerSchema.safeParse({
        username: 'ada',
        email: 'ada@demo.com',
        password: 'analytical',
        terms: true,
      }).success,
    ).toBe(true);
    expect(
      messages(registerSchema.safeParse({ username: 'a', email: 'nope', password: 'short', terms: false })),
    ).toEqual({
      username: 'auth.usernameTooShort',
      email: 'login.emailInvalid',
      password: 'auth.passwordTooShort',
      terms: 'auth.termsRequired',
    });
  });

  it('forgot password: an email is required', () => {
    expect(messages(forgotPasswordSchema.safeParse({ email: '  ' }))).toEqual({
      email: 'auth.emailRequired',
    });
  });

  it('new password: the confirmation must match', () => {
    expect(
      messages(
        newPasswordSchema.safeParse({ email: 'a@b.co', password: 'longenough', confirm: 'different' }),
      ),
    ).toEqual({
      confirm: 'auth.passwordsDiffer',
    });
  });
});
