import type { RegisterOptions } from 'react-hook-form';

export interface LoginForm {
  email: string;
  password: string;
  remember?: boolean;
}

/** The same address shape as the API's email check, without a schema library on the login page. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Login form rules as react-hook-form rules (messages are shell translation keys). The login page has
 * a strict size budget, so it validates two fields without zod; the server checks them again.
 */
export const loginRules: { [K in 'email' | 'password']: RegisterOptions<LoginForm, K> } = {
  email: {
    setValueAs: (v: string) => v.trim(),
    required: 'login.emailRequired',
    pattern: { value: EMAIL_PATTERN, message: 'login.emailInvalid' },
  },
  password: { required: 'login.passwordRequired' },
};
