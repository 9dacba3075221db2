import type { ComponentType } from 'react';
import type { AuthVariantFamily } from './authVariants';

type VariantModule = Promise<{ default: ComponentType }>;

/** Each family's code, loaded on its own: a variant's document downloads only its own form. */
export const loadVariant: Record<AuthVariantFamily, () => VariantModule> = {
  login: () => import(/* webpackChunkName: "auth-login-variant" */ './LoginVariant'),
  register: () => import(/* webpackChunkName: "auth-register-variant" */ './RegisterVariant'),
  'forgot-password': () =>
    import(/* webpackChunkName: "auth-forgot-password-variant" */ './ForgotPasswordVariant'),
  'reset-password': () =>
    import(/* webpackChunkName: "auth-reset-password-variant" */ './ResetPasswordVariant'),
  'two-steps': () => import(/* webpackChunkName: "auth-two-steps-variant" */ './two-steps/TwoStepsVariant'),
  'verify-email': () =>
    import(/* webpackChunkName: "auth-verify-email-variant" */ './verify-email/VerifyEmailVariant'),
  'register-multi-steps': () =>
    import(/* webpackChunkName: "auth-register-multi-steps" */ './register-multi-steps/RegisterMultiSteps'),
};
