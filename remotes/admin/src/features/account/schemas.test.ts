/** @jest-environment node */
import { accountSchema, expiryValid, luhnValid, passwordSchema, paymentSchema } from './schemas';

describe('account settings schemas', () => {
  it('checks card numbers with Luhn', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });

  it('accepts an expiry from this month on', () => {
    const now = new Date(2026, 4, 15);
    expect(expiryValid('05/26', now)).toBe(true);
    expect(expiryValid('04/26', now)).toBe(false);
    expect(expiryValid('13/27', now)).toBe(false);
  });

  it('names the field and rule a password breaks', () => {
    const r = passwordSchema.safeParse({
      currentPassword: 'Old-pass1',
      newPassword: 'newpass1',
      confirmPassword: 'other',
    });
    expect(r.success).toBe(false);
    const issues = r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toContainEqual(['newPassword', 'account.errors.passwordUpper']);
  });

  it('rejects a password confirmation that does not match', () => {
    const r = passwordSchema.safeParse({
      currentPassword: 'Old-pass1',
      newPassword: 'New-pass1',
      confirmPassword: 'New-pass2',
    });
    expect(r.success ? [] : r.error.issues.map((i) => i.path.join('.'))).toEqual(['confirmPassword']);
  });

  it('strips spaces from card numbers', () => {
    const r = paymentSchema.safeParse({
      cardNumber: '4242 4242 4242 4242',
      cardName: 'J Doe',
      expiry: '12/99',
      cvv: '123',
    });
    expect(r.success && r.data.cardNumber).toBe('4242424242424242');
  });

  it('requires names and a valid email on the account', () => {
    const r = accountSchema.safeParse({
      firstName: ' ',
      lastName: 'Doe',
      email: 'nope',
      organization: '',
      phone: '',
      address: '',
      state: '',
      zip: '',
      country: 'USA',
      language: 'en',
      timezone: 'UTC+00:00',
      currency: 'USD',
    });
    expect(r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['firstName', 'account.errors.required'],
      ['email', 'account.errors.email'],
    ]);
  });
});
