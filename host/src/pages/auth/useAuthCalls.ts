import { useMutation } from '@tanstack/react-query';
import { api, session, type AbilityRule } from '@atrium/platform';
import type {
  ForgotPasswordRequest,
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

/** POST /api/auth/forgot-password */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordRequest) =>
      api<MessageResponse>('/api/auth/forgot-password', { method: 'POST', body }),
  });
}

/** POST /api/auth/reset-password */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordRequest) =>
      api<MessageResponse>('/api/auth/reset-password', { method: 'POST', body }),
  });
}
