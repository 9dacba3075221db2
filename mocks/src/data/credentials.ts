/**
 * Who can sign in: a user id and its password. Users and sign-in accounts are one population (the
 * users list); a user without credentials exists but cannot sign in until an admin gives them a
 * password. The mock keeps passwords as they are: it is sample data in the visitor's own browser,
 * never a store of real secrets.
 */
export interface Credential {
  userId: number;
  password: string;
}

/** The ids of the two demo users of spec 002 §6 (see data/users). */
export const DEMO_ADMIN_ID = 51;
export const DEMO_CLIENT_ID = 52;

export function buildCredentials(): Credential[] {
  return [
    { userId: DEMO_ADMIN_ID, password: 'admin' },
    { userId: DEMO_CLIENT_ID, password: 'client' },
  ];
}
