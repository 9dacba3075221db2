import { http, HttpResponse } from 'msw';
import { registerRequestSchema, type LoginResponse } from '@atrium/contracts';
import { db } from '../../db';
import { api, parseBody } from '../../lib/responses';
import { issueToken } from '../../lib/tokens';
import { saveAccounts } from '../../lib/persistedAccounts';

/** POST /api/auth/register (addition) — creates a "user" account and signs it in; 400 with field errors. */
export const register = http.post(api('/api/auth/register'), async ({ request }) => {
  const body = await parseBody(request, registerRequestSchema);
  if ('error' in body) return body.error;
  const { username, email, password } = body.data;
  const errors: Record<string, string[]> = {};
  if (db.accounts.some((a) => a.email.toLowerCase() === email.toLowerCase()))
    errors.email = ['This email is already registered'];
  if (db.accounts.some((a) => a.username.toLowerCase() === username.toLowerCase()))
    errors.username = ['This username is taken'];
  if (Object.keys(errors).length)
    return HttpResponse.json({ message: 'The account could not be created', errors }, { status: 400 });

  const account = {
    id: Math.max(0, ...db.accounts.map((a) => a.id)) + 1,
    fullName: username,
    username,
    password,
    avatar: '',
    email,
    role: 'user',
    abilityRules: [{ action: 'read', subject: 'AclDemo' }],
  };
  db.accounts.push(account);
  saveAccounts(db.accounts);
  const { password: _password, abilityRules, ...userData } = account;
  return HttpResponse.json<LoginResponse>(
    { userAbilityRules: abilityRules, accessToken: issueToken(account.id), userData },
    { status: 201 },
  );
});
