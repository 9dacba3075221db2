import { loginSchema } from './loginSchema';

describe('loginSchema', () => {
  it('asks for an email and a password', () => {
    const result = loginSchema.safeParse({ email: '', password: '' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(messages).toEqual(expect.arrayContaining(['email:login.emailRequired', 'password:login.passwordRequired']));
  });

  it('rejects a malformed email and accepts a good pair', () => {
    expect(loginSchema.safeParse({ email: 'nope', password: 'x' }).error?.issues[0].message).toBe('login.emailInvalid');
    expect(loginSchema.safeParse({ email: ' admin@demo.com ', password: 'admin' })).toMatchObject({
      success: true,
      data: { email: 'admin@demo.com' },
    });
  });
});
