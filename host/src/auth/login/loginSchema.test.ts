/** @jest-environment node */
import { EMAIL_PATTERN, loginRules } from './loginSchema';

describe('login rules', () => {
  it('requires an email of the usual shape and a password', () => {
    expect(loginRules.email.required).toBe('login.emailRequired');
    expect(loginRules.password.required).toBe('login.passwordRequired');
    for (const ok of ['admin@demo.com', 'a.b+c@sub.example.org']) expect(EMAIL_PATTERN.test(ok)).toBe(true);
    for (const bad of ['admin', 'admin@', '@demo.com', 'a b@demo.com', 'admin@demo'])
      expect(EMAIL_PATTERN.test(bad)).toBe(false);
  });

  it('trims the email before checking it', () => {
    const setValueAs = loginRules.email.setValueAs as (v: string) => string;
    expect(setValueAs('  admin@demo.com ')).toBe('admin@demo.com');
  });
});
