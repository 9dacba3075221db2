import { useMutation } from '@tanstack/react-query';
import { api, session, type AbilityRule } from '@atrium/platform';
import type { LoginRequest, LoginResponse } from '@atrium/contracts';

/** POST /api/auth/login; on success stores the session (user, token, ability rules). */
export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginRequest) => api<LoginResponse>('/api/auth/login', { method: 'POST', body }),
    onSuccess: ({ userData, accessToken, userAbilityRules }) => {
      // The server's rules are CASL raw rules; the session validates their shape when it reads them back.
      session.login({ userData, accessToken, userAbilityRules: userAbilityRules as AbilityRule[] });
    },
  });
}
