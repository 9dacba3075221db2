import { http, HttpResponse } from 'msw';
import { registerRequestSchema, type LoginResponse, type User } from '@atrium/contracts';
import { db } from '../../db';
import { api, parseBody } from '../../lib/responses';
import { issueToken } from '../../lib/tokens';
import { setPassword, userByEmail } from '../../lib/credentials';
import { effectiveRules } from '../../lib/effectiveRules';
import { userDataOf } from './userDataOf';

/** The role a visitor who signs up holds: the client's (may read AclDemo). */
const SIGN_UP_ROLE = 'client';

/**
 * POST /api/auth/register (addition) — adds a user (role client, active, basic plan unless `plan` says
 * otherwise) with that password and signs them in; 400 with field errors on a taken email or username.
 * The multi-step sign-up also sends a name, mobile, address and country (kept on the user; the mock's
 * users have no address field, so the address is accepted and not stored).
 */
export const register = http.post(api('/api/auth/register'), async ({ request }) => {
  const body = await parseBody(request, registerRequestSchema);
  if ('error' in body) return body.error;
  const { username, email, password, firstName, lastName, mobile, country, plan } = body.data;
  const errors: Record<string, string[]> = {};
  if (userByEmail(email)) errors.email = ['This email is already registered'];
  if (db.users.some((u) => u.username.toLowerCase() === username.toLowerCase()))
    errors.username = ['This username is taken'];
  if (Object.keys(errors).length)
    return HttpResponse.json({ message: 'The account could not be created', errors }, { status: 400 });

  const user: User = {
    id: Math.max(0, ...db.users.map((u) => u.id)) + 1,
    fullName: [firstName, lastName].filter(Boolean).join(' ') || username,
    company: '',
    role: SIGN_UP_ROLE,
    username,
    country: country ?? '',
    contact: mobile ?? '',
    email,
    currentPlan: plan ?? 'basic',
    status: 'active',
    avatar: '',
    billing: 'Auto debit',
  };
  db.users.push(user);
  setPassword(user.id, password);
  return HttpResponse.json<LoginResponse>(
    {
      userAbilityRules: effectiveRules(user.role),
      accessToken: issueToken(user.id),
      userData: userDataOf(user),
    },
    { status: 201 },
  );
});
