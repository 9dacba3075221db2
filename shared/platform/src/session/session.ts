import { useSyncExternalStore } from 'react';
import type { AbilityRule } from '../ability/abilityTypes';
import { updateAbility } from '../ability/ability';
import { readStored, writeStored } from './storage';
import { isAbilityRules, isAccessToken, isSessionUser } from './sessionShape';

export interface SessionUser {
  id: number;
  fullName: string;
  username: string;
  email: string;
  avatar?: string;
  role: string;
}

export interface Session {
  userData: SessionUser | null;
  accessToken: string | null;
  userAbilityRules: AbilityRule[];
}

const KEYS = {
  userData: 'userData',
  accessToken: 'accessToken',
  userAbilityRules: 'userAbilityRules',
} as const;

const SIGNED_OUT: Session = { userData: null, accessToken: null, userAbilityRules: [] };

/** The stored session, or signed out when any part of it is missing or malformed. */
function readSession(): Session {
  const userData = readStored(KEYS.userData, null, isSessionUser);
  const accessToken = readStored(KEYS.accessToken, null, isAccessToken);
  const userAbilityRules = readStored(KEYS.userAbilityRules, null, isAbilityRules);
  if (!userData || !accessToken || !userAbilityRules) return SIGNED_OUT;
  return { userData, accessToken, userAbilityRules };
}

let current = readSession();
const listeners = new Set<() => void>();
updateAbility(current.userAbilityRules);

function emit() {
  for (const l of listeners) l();
}

export const session = {
  get(): Session {
    return current;
  },
  /** Logged in means both userData and accessToken are stored. */
  isLoggedIn(): boolean {
    return current.userData !== null && current.accessToken !== null;
  },
  /** Stores a new session; refuses (throws) one that would not read back as signed in. */
  login(next: { userData: SessionUser; accessToken: string; userAbilityRules: AbilityRule[] }): void {
    if (
      !isSessionUser(next.userData) ||
      !isAccessToken(next.accessToken) ||
      !isAbilityRules(next.userAbilityRules)
    ) {
      throw new Error('The sign-in answer has no valid user, token or ability rules.');
    }
    writeStored(KEYS.userData, next.userData);
    writeStored(KEYS.accessToken, next.accessToken);
    writeStored(KEYS.userAbilityRules, next.userAbilityRules);
    current = { ...next };
    updateAbility(next.userAbilityRules);
    emit();
  },
  /**
   * Takes the user's current details and rules from the API (their role may have changed since they
   * signed in), keeping the token. Ignored when signed out or when the answer is malformed.
   */
  refresh(next: { userData: SessionUser; userAbilityRules: AbilityRule[] }): void {
    if (!current.accessToken || !isSessionUser(next.userData) || !isAbilityRules(next.userAbilityRules))
      return;
    // The usual answer (asked on every navigation): nothing changed. Telling no one spares the whole
    // app a re-render — and every chart on the page a redraw — while the next page is opening.
    if (
      JSON.stringify(next.userData) === JSON.stringify(current.userData) &&
      JSON.stringify(next.userAbilityRules) === JSON.stringify(current.userAbilityRules)
    )
      return;
    writeStored(KEYS.userData, next.userData);
    writeStored(KEYS.userAbilityRules, next.userAbilityRules);
    current = { ...current, userData: next.userData, userAbilityRules: next.userAbilityRules };
    updateAbility(next.userAbilityRules);
    emit();
  },
  logout(): void {
    writeStored(KEYS.userData, null);
    writeStored(KEYS.accessToken, null);
    writeStored(KEYS.userAbilityRules, null);
    current = SIGNED_OUT;
    updateAbility([]);
    emit();
  },
  /** Re-reads storage (another tab logged in or out). */
  reload(): void {
    current = readSession();
    updateAbility(current.userAbilityRules);
    emit();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === null || Object.values(KEYS).includes(e.key as (typeof KEYS)[keyof typeof KEYS]))
      session.reload();
  });
}

export function useSession(): Session {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
