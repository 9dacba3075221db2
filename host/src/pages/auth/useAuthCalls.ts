import { useMutation } from '@tanstack/react-query';
import { api, session, type AbilityRule } from '@atrium/platform';
import type {
  ForgotPasswordRequest,
  ForgotPasswordResponse,
  LoginResponse,
  MessageResponse,
  RegisterRequest,
  ResetPasswordRequest,
} from '@atrium/contracts';

/** POST /api/auth/register; on success the new account is signed in. */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterRequest) => api<LoginResponse>('/api/auth/register', { method: 'POST', body }),
    onSuccess: ({ userData, accessToken, userAbilityRules }) =>
      session.login({ userData, accessToken, userAbilityRules: userAbilityRules as AbilityRule[] }),
  });
}

/**
 * POST /api/auth/forgot-password. A real API e-mails the reset link; the mock API answers its token
 * (`resetToken`), which the page turns into the link.
 */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordRequest) =>
      api<ForgotPasswordResponse>('/api/auth/forgot-password', { method: 'POST', body }),
  });
}

/** POST /api/auth/reset-password: `{ token, password }` (the token from the reset link). */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordRequest) =>
      api<MessageResponse>('/api/auth/reset-password', { method: 'POST', body }),
  });
}
