import { useCallback, useState } from 'react';
import { api, session, type AbilityRule } from '@atrium/platform';
import type { LoginRequest, LoginResponse } from '@atrium/contracts';

/**
 * POST /api/auth/login; on success stores the session (user, token, ability rules). A plain hook, not
 * TanStack Query: the login page is the first page people load and carries no more than it needs.
 */
export function useLogin() {
  const [isPending, setPending] = useState(false);
  const login = useCallback(async (body: LoginRequest) => {
    setPending(true);
    try {
      const { userData, accessToken, userAbilityRules } = await api<LoginResponse>('/api/auth/login', {
        method: 'POST',
        body,
      });
      // The server's rules are CASL raw rules; the session validates their shape when it reads them back.
      session.login({ userData, accessToken, userAbilityRules: userAbilityRules as AbilityRule[] });
    } finally {
      setPending(false);
    }
  }, []);
  return { login, isPending };
}
