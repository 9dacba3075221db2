import { z } from 'zod';
import { USER_PLANS } from './users';

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

/**
 * POST /api/auth/register (addition): asks for a new account (role client, may read AclDemo). The
 * answer (202, `RegisterResponse`) is the same whether or not the email has an account: a link to
 * confirm the address is mailed to it (or, when it has an account, a notice to its owner), and the
 * account exists, and signs in, once the link is followed (POST /api/auth/verify-email).
 */
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
  // The multi-step sign-up's further details (all optional: the one-step form sends none).
  firstName: z.string().trim().max(60, 'First name is at most 60 characters').optional(),
  lastName: z.string().trim().max(60, 'Last name is at most 60 characters').optional(),
  mobile: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,20}$/, 'Enter a valid phone number')
    .optional(),
  address: z.string().trim().max(200, 'Address is at most 200 characters').optional(),
  country: z.string().trim().max(60, 'Country is at most 60 characters').optional(),
  plan: z.enum(USER_PLANS, 'Choose a plan').optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** POST /api/auth/forgot-password (addition): always 200, so that it does not reveal which emails exist. */
export const forgotPasswordRequestSchema = z.object({
  email: z.email('Enter a valid email').max(254, 'Email is at most 254 characters'),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** 202 of POST /api/auth/register: the same whether or not the email has an account. */
export interface RegisterResponse {
  message: string;
}

/**
 * POST /api/auth/verify-email (addition): `{ token }` from the link the sign-up mailed; creates the
 * account, which can then sign in. 400 `errors.token` for an unknown, expired or used token.
 */
export const verifyEmailRequestSchema = z.object({
  token: z
    .string('The confirmation link is missing its token')
    .min(1, 'The confirmation link is missing its token')
    .max(128, 'This confirmation link is invalid, expired or already used'),
});
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

/** Its answer: a message, and the address now confirmed (the login form can be filled with it). */
export interface VerifyEmailResponse {
  message: string;
  email: string;
  /** (addition) What the link confirmed: a sign-up (a new account) or an account's new address. */
  confirmed: 'signUp' | 'newAddress';
}

/**
 * The answer of POST /api/auth/forgot-password: a message only, the same whether or not the email has
 * an account. The reset link (with its token) is mailed, never answered.
 */
export interface ForgotPasswordResponse {
  message: string;
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

/** The length of a two-step verification code. */
export const TWO_STEPS_CODE_LENGTH = 6;

/**
 * The answer of POST /api/auth/two-steps/send (addition, signed in): the code is mailed to the
 * signed-in account's address, never answered; `challenge` names it for the verify call.
 */
export interface TwoStepsSendResponse {
  message: string;
  challenge: string;
  /** Where the code was sent: the account's address, masked. */
  sentTo: string;
}

/** POST /api/auth/two-steps (addition, signed in, the account that asked for the code): the code sent for a challenge. */
export const twoStepsRequestSchema = z.object({
  challenge: z.string('The challenge is missing').min(1, 'The challenge is missing').max(128),
  code: z.string().regex(/^[0-9]{6}$/, 'Enter the 6-digit code'),
});
export type TwoStepsRequest = z.infer<typeof twoStepsRequestSchema>;

/** POST /api/auth/verify-email/resend (addition): sends the verification email again. */
export const verifyEmailResendRequestSchema = z.object({
  email: z.email('Enter a valid email').max(254, 'Email is at most 254 characters'),
});
export type VerifyEmailResendRequest = z.infer<typeof verifyEmailResendRequestSchema>;

/** Its answer (200), and the 429 one's body: how long until the next resend is allowed. */
export interface VerifyEmailResendResponse {
  message: string;
  retryAfterSeconds: number;
}

/** A mail the development outbox kept. */
export interface DevOutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/** GET /api/dev/outbox?to=<email> (development only): that address's newest mails, newest first. */
export interface DevOutboxResponse {
  messages: DevOutboxMessage[];
}
