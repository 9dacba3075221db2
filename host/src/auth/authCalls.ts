import { api, session, type AbilityRule } from '@atrium/platform';
import type {
  ForgotPasswordRequest,
  ForgotPasswordResponse,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  RegisterRequest,
  RegisterResponse,
  ResetPasswordRequest,
  TwoStepsRequest,
  TwoStepsSendResponse,
  VerifyEmailRequest,
  VerifyEmailResendRequest,
  VerifyEmailResendResponse,
  VerifyEmailResponse,
} from '@atrium/contracts';

/** Stores a signed-in session; the server's rules are CASL raw rules, checked when the session reads them. */
function keepSession({ userData, accessToken, userAbilityRules }: LoginResponse) {
  session.login({ userData, accessToken, userAbilityRules: userAbilityRules as AbilityRule[] });
}

/** POST /api/auth/login; on success the session (user, token, ability rules) is stored. */
export async function signIn(body: LoginRequest): Promise<void> {
  keepSession(await api<LoginResponse>('/api/auth/login', { method: 'POST', body }));
}

/**
 * POST /api/auth/register: asks for an account. Nobody is signed in: the API mails a link to confirm
 * the address (the same answer whether or not it has an account), and the account exists, and can
 * log in, once the link is followed (`confirmEmail`, on the login page).
 */
export const requestAccount = (body: RegisterRequest) =>
  api<RegisterResponse>('/api/auth/register', { method: 'POST', body });

/** POST /api/auth/verify-email: `{ token }` from the link the sign-up mailed; creates the account. */
export const confirmEmail = (body: VerifyEmailRequest) =>
  api<VerifyEmailResponse>('/api/auth/verify-email', { method: 'POST', body });

/** POST /api/auth/forgot-password: the API mails the reset link; the answer is a message only. */
export const requestPasswordReset = (body: ForgotPasswordRequest) =>
  api<ForgotPasswordResponse>('/api/auth/forgot-password', { method: 'POST', body });

/** POST /api/auth/reset-password: `{ token, email, password }` (the token from the reset link). */
export const resetPassword = (body: ResetPasswordRequest) =>
  api<MessageResponse>('/api/auth/reset-password', { method: 'POST', body });

/** POST /api/auth/two-steps/send (signed in): a new code, mailed to the account, for a new challenge. */
export const sendTwoStepsCode = () =>
  api<TwoStepsSendResponse>('/api/auth/two-steps/send', { method: 'POST', body: {} });

/** POST /api/auth/two-steps: `{ challenge, code }`; a wrong code fails with `errors.code`. */
export const verifyTwoSteps = (body: TwoStepsRequest) =>
  api<MessageResponse>('/api/auth/two-steps', { method: 'POST', body });

/** POST /api/auth/verify-email/resend; within its cooldown it fails with 429 (`retryAfterSeconds`). */
export const resendVerificationEmail = (body: VerifyEmailResendRequest) =>
  api<VerifyEmailResendResponse>('/api/auth/verify-email/resend', { method: 'POST', body });
