import { z } from 'zod';

export interface AbilityRuleDto {
  action: string;
  subject: string;
  conditions?: Record<string, unknown>;
  fields?: string[];
  inverted?: boolean;
}

/** The user of a login account, as answered (never with its password). */
export interface UserData {
  id: number;
  fullName: string;
  username: string;
  avatar: string;
  email: string;
  role: 'admin' | 'client' | string;
}

export const loginRequestSchema = z.object({
  email: z.string().max(254),
  password: z.string().max(128),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export interface LoginResponse {
  userAbilityRules: AbilityRuleDto[];
  accessToken: string;
  userData: UserData;
}

/** GET /api/auth/session (addition): the signed-in user now, and their role's current rules. */
export interface SessionResponse {
  userData: UserData;
  userAbilityRules: AbilityRuleDto[];
}

/** 400 login failure: `errors.email` holds the message. */
export interface LoginErrorBody {
  errors: { email: string[] };
}

/** POST /api/auth/register (addition): a new account with the role "user" (may read AclDemo). */
export const registerRequestSchema = z.object({
  username: z
    .string()
    .trim()
    .min(3, 'Username needs at least 3 characters')
    .max(30, 'Username is at most 30 characters'),
  email: z.email('Enter a valid email').max(254, 'Email is at most 254 characters'),
  password: z
    .string()
    .min(8, 'Password needs at least 8 characters')
    .max(128, 'Password is at most 128 characters'),
  terms: z.literal(true, 'Accept the privacy policy and terms'),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** POST /api/auth/forgot-password (addition): always 200, so that it does not reveal which emails exist. */
export const forgotPasswordRequestSchema = z.object({
  email: z.email('Enter a valid email').max(254, 'Email is at most 254 characters'),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/**
 * The answer of POST /api/auth/forgot-password. A real server would e-mail the reset link; the mock
 * API answers its token instead (the same shape whether or not the email has an account).
 */
export interface ForgotPasswordResponse {
  message: string;
  resetToken: string;
}

/**
 * POST /api/auth/reset-password (addition): sets a new password for the account the reset token (from
 * forgot-password) was issued for. `email`, when given, must be that account's.
 */
export const resetPasswordRequestSchema = z.object({
  token: z
    .string('The reset link is missing its token')
    .min(1, 'The reset link is missing its token')
    .max(128, 'This reset link is invalid, expired or already used'),
  email: z.email('Enter a valid email').max(254, 'Email is at most 254 characters').optional(),
  password: z
    .string()
    .min(8, 'Password needs at least 8 characters')
    .max(128, 'Password is at most 128 characters'),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export interface MessageResponse {
  message: string;
}
