/**
 * Who can sign in: a user id and the hash of its password (lib/passwords: never the password itself,
 * never answered nor logged). Users and sign-in accounts are one population (the users list); a user
 * without credentials exists but cannot sign in until an admin gives them a password.
 */
export interface Credential {
  userId: number;
  passwordHash: string;
  /**
   * When the password was last set (ISO); none for the sample passwords. A hash renewed at sign-in
   * (the same password, a newer hasher) keeps it: the audit log tells a new password by it.
   */
  setAt?: string;
}

/** The ids of the two demo users of spec 002 §6 (see data/users). */
export const DEMO_ADMIN_ID = 51;
export const DEMO_CLIENT_ID = 52;

/**
 * The demo accounts' passwords ("admin" and "client", as the login page says), hashed once with the
 * default hasher's format (scrypt, N 2^12, r 8, p 1, a fixed salt each): seeding costs nothing, and a
 * server with another hasher still verifies them (lib/passwords dispatches on the prefix) and rehashes
 * them on the first sign-in. credentials.test.ts checks that they verify.
 */
export const DEMO_PASSWORD_HASHES = {
  admin:
    'scrypt$4096$8$1$03cd186313483bde4fff465c5723b600$33e915c84a99f9d74c6bf972d8ec89a210dc7e191756695cd4563e8131e2defd',
  client:
    'scrypt$4096$8$1$6fdd835f8f02f158d31df8d08e292f2d$54c53955497de18562b21bca168118ff4ce4d905bee45b018d279c1dee4e5d9e',
} as const;

export function buildCredentials(): Credential[] {
  return [
    { userId: DEMO_ADMIN_ID, passwordHash: DEMO_PASSWORD_HASHES.admin },
    { userId: DEMO_CLIENT_ID, passwordHash: DEMO_PASSWORD_HASHES.client },
  ];
}
