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
