import { api, session, type AbilityRule } from '@atrium/platform';
import type {
  ForgotPasswordRequest,
  ForgotPasswordResponse,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  RegisterRequest,
  ResetPasswordRequest,
  TwoStepsRequest,
  TwoStepsSendResponse,
  VerifyEmailResendRequest,
  VerifyEmailResendResponse,
} from '@atrium/contracts';

/** Stores a signed-in session; the server's rules are CASL raw rules, checked when the session reads them. */
function keepSession({ userData, accessToken, userAbilityRules }: LoginResponse) {
  session.login({ userData, accessToken, userAbilityRules: userAbilityRules as AbilityRule[] });
}

/** POST /api/auth/login; on success the session (user, token, ability rules) is stored. */
export async function signIn(body: LoginRequest): Promise<void> {
  keepSession(await api<LoginResponse>('/api/auth/login', { method: 'POST', body }));
}

/** POST /api/auth/register; on success the new account is signed in. */
export async function signUp(body: RegisterRequest): Promise<void> {
  keepSession(await api<LoginResponse>('/api/auth/register', { method: 'POST', body }));
}

/**
 * POST /api/auth/register without signing in: the multi-step sign-up demo creates the account and
 * leaves whoever is signed in (or nobody) as they were; the new account then logs in at /login.
 */
export async function createAccount(body: RegisterRequest): Promise<void> {
  await api<LoginResponse>('/api/auth/register', { method: 'POST', body });
}

/**
 * POST /api/auth/forgot-password. A real API e-mails the reset link; the mock API answers its token
 * (`resetToken`), which the page turns into the link.
 */
export const requestPasswordReset = (body: ForgotPasswordRequest) =>
  api<ForgotPasswordResponse>('/api/auth/forgot-password', { method: 'POST', body });

/** POST /api/auth/reset-password: `{ token, email, password }` (the token from the reset link). */
export const resetPassword = (body: ResetPasswordRequest) =>
  api<MessageResponse>('/api/auth/reset-password', { method: 'POST', body });

/** POST /api/auth/two-steps/send: a new code for a new challenge (the mock API answers the code too). */
export const sendTwoStepsCode = () =>
  api<TwoStepsSendResponse>('/api/auth/two-steps/send', { method: 'POST', body: {} });

/** POST /api/auth/two-steps: `{ challenge, code }`; a wrong code fails with `errors.code`. */
export const verifyTwoSteps = (body: TwoStepsRequest) =>
  api<MessageResponse>('/api/auth/two-steps', { method: 'POST', body });

/** POST /api/auth/verify-email/resend; within its cooldown it fails with 429 (`retryAfterSeconds`). */
export const resendVerificationEmail = (body: VerifyEmailResendRequest) =>
  api<VerifyEmailResendResponse>('/api/auth/verify-email/resend', { method: 'POST', body });
