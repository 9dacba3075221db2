import { z } from 'zod';
import { LIMITS, type ListQuery } from './common';

/** The roles of the sample users (spec 002 §6); roles are data now, so a user may hold any role's name. */
export const USER_ROLES = ['admin', 'author', 'editor', 'maintainer', 'subscriber'] as const;
/** A role's name (see `Role`). */
export type UserRole = string;
export const USER_PLANS = ['basic', 'team', 'company', 'enterprise'] as const;
export type UserPlan = (typeof USER_PLANS)[number];
export const USER_STATUSES = ['active', 'inactive', 'pending'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_BILLING = ['Manual-Credit Card', 'Auto debit', 'Manual-Cash', 'Manual-PayPal'] as const;
export type UserBilling = (typeof USER_BILLING)[number];

export interface User {
  id: number;
  fullName: string;
  company: string;
  role: UserRole;
  username: string;
  country: string;
  contact: string;
  email: string;
  currentPlan: UserPlan;
  status: UserStatus;
  avatar: string;
  billing: UserBilling;
}

export interface UserDetail extends User {
  taskDone: number;
  projectDone: number;
  taxId: string;
  language: string;
}

export const USER_SORT_KEYS = ['user', 'email', 'role', 'plan', 'status', 'billing'] as const;

export interface UserListQuery extends ListQuery {
  role?: string;
  plan?: string;
  status?: string;
}

export interface UserListResponse {
  users: User[];
  totalPages: number;
  totalUsers: number;
  page: number;
}

/** A user without id (the server gives one). */
export type NewUser = Omit<User, 'id' | 'avatar'> & { avatar?: string };

/** The body of POST /api/apps/users and PUT /api/apps/users/{id} (addition). */
export const userSaveSchema = z.object({
  fullName: z.string().trim().min(1, 'Full name is required').max(LIMITS.name, 'Full name is too long'),
  username: z
    .string()
    .trim()
    .min(3, 'Username needs at least 3 characters')
    .max(LIMITS.name, 'Username is too long'),
  email: z.email('Enter a valid email').max(LIMITS.email, 'Email is at most 254 characters'),
  company: z.string().trim().min(1, 'Company is required').max(LIMITS.name, 'Company is too long'),
  country: z.string().trim().min(1, 'Country is required').max(LIMITS.name, 'Country is too long'),
  contact: z.string().trim().min(1, 'Contact is required').max(LIMITS.name, 'Contact is too long'),
  role: z.string().trim().min(1, 'Choose a role').max(60, 'Choose a role'),
  currentPlan: z.enum(USER_PLANS),
  status: z.enum(USER_STATUSES).default('pending'),
  billing: z.enum(USER_BILLING).default('Auto debit'),
  avatar: z.string().max(LIMITS.url, 'The avatar URL is too long').default(''),
});
export type UserSave = z.input<typeof userSaveSchema>;

/** A sign-in password: what registration, a reset and an admin's choice all require. */
export const passwordSchema = z
  .string()
  .min(8, 'Password needs at least 8 characters')
  .max(LIMITS.password, `Password is at most ${LIMITS.password} characters`);

/**
 * The body of POST /api/apps/users: a user, and optionally an initial password with which the user
 * can sign in (without one, the user exists but cannot sign in until an admin sets one).
 */
export const userCreateSchema = userSaveSchema.extend({ password: passwordSchema.optional() });
export type UserCreate = z.input<typeof userCreateSchema>;

/** The body of PATCH /api/apps/users/{id} (addition): suspend or activate, change plan. */
export const userPatchSchema = z
  .object({
    status: z.enum(USER_STATUSES, 'Choose a status').optional(),
    currentPlan: z.enum(USER_PLANS, 'Choose a plan').optional(),
  })
  .refine((v) => v.status !== undefined || v.currentPlan !== undefined, 'Nothing to change');
export type UserPatch = z.infer<typeof userPatchSchema>;

/** The body of PUT /api/apps/users/{id}/password (addition): an admin sets a user's password. */
export const userPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string().max(LIMITS.password) })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'The passwords do not match',
    path: ['confirmPassword'],
  });
export type UserPassword = z.infer<typeof userPasswordSchema>;
