/**
 * A valid body for POST /api/apps/users, the `n`th of its kind (its name, username and address carry
 * `n`); `overrides` change fields (a role, a password). Used by the server's tests and its scripts.
 */
export const newUser = (n = 1, overrides: Record<string, string> = {}) => ({
  fullName: `New User ${n}`,
  username: `newuser${n}`,
  email: `new${n}@demo.com`,
  company: 'Atrium',
  country: 'France',
  contact: '+33 1 23 45 67 89',
  role: 'admin',
  currentPlan: 'basic',
  status: 'active',
  ...overrides,
});
