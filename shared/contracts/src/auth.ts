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
  email: z.string(),
  password: z.string(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export interface LoginResponse {
  userAbilityRules: AbilityRuleDto[];
  accessToken: string;
  userData: UserData;
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
  email: z.email('Enter a valid email'),
  password: z.string().min(8, 'Password needs at least 8 characters'),
  terms: z.literal(true, 'Accept the privacy policy and terms'),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** POST /api/auth/forgot-password (addition): always 200, so that it does not reveal which emails exist. */
export const forgotPasswordRequestSchema = z.object({ email: z.email('Enter a valid email') });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** POST /api/auth/reset-password (addition): sets a new password for the account with that email. */
export const resetPasswordRequestSchema = z.object({
  email: z.email('Enter a valid email'),
  password: z.string().min(8, 'Password needs at least 8 characters'),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export interface MessageResponse {
  message: string;
}
