import { api } from '../api/apiClient';
import type { AbilityRule } from '../ability/abilityTypes';
import { session, type SessionUser } from './session';

/** The path of the call that answers the signed-in user and their current rules. */
export const SESSION_PATH = '/api/auth/session';

/**
 * Asks the API for the signed-in user's current rules and takes them: an admin may have changed the
 * user's role since sign-in, and the app must follow without a sign-out. A 401 (the user suspended
 * or deleted) ends the session through the API client's unauthorized handler. Any other failure
 * keeps the rules the session has, so a flaky network never locks a user out.
 */
export async function refreshSession(signal?: AbortSignal): Promise<void> {
  const token = session.get().accessToken;
  if (!token) return;
  try {
    const answer = await api<{ userData: SessionUser; userAbilityRules: AbilityRule[] }>(SESSION_PATH, {
      signal,
    });
    // Signed out, or in as someone else, while the call was on its way: that session is not this one.
    if (session.get().accessToken !== token) return;
    session.refresh(answer);
  } catch {
    // kept: see above
  }
}
