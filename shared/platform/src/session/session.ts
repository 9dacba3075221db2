import { useSyncExternalStore } from 'react';
import type { AbilityRule } from '../ability/abilityTypes';
import { updateAbility } from '../ability/ability';
import { readStored, writeStored } from './storage';

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

const isUser = (v: unknown): v is SessionUser =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as SessionUser).email === 'string' &&
  typeof (v as SessionUser).role === 'string';
const isToken = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const isRules = (v: unknown): v is AbilityRule[] =>
  Array.isArray(v) && v.every((r) => r && typeof r === 'object' && 'action' in r && 'subject' in r);

function readSession(): Session {
  return {
    userData: readStored(KEYS.userData, null, isUser),
    accessToken: readStored(KEYS.accessToken, null, isToken),
    userAbilityRules: readStored(KEYS.userAbilityRules, [], isRules),
  };
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
  login(next: { userData: SessionUser; accessToken: string; userAbilityRules: AbilityRule[] }): void {
    writeStored(KEYS.userData, next.userData);
    writeStored(KEYS.accessToken, next.accessToken);
    writeStored(KEYS.userAbilityRules, next.userAbilityRules);
    current = { ...next };
    updateAbility(next.userAbilityRules);
    emit();
  },
  logout(): void {
    writeStored(KEYS.userData, null);
    writeStored(KEYS.accessToken, null);
    writeStored(KEYS.userAbilityRules, null);
    current = { userData: null, accessToken: null, userAbilityRules: [] };
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
