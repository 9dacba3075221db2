import { http, HttpResponse } from 'msw';
import { loginRequestSchema, type LoginErrorBody, type LoginResponse } from '@atrium/contracts';
import { db } from '../../db';
import { api, readJson } from '../../lib/responses';
import { issueToken } from '../../lib/tokens';

const failure = (message: string): Response =>
  HttpResponse.json<LoginErrorBody>({ errors: { email: [message] } }, { status: 400 });

/** POST /api/auth/login — email + password; 400 errors.email on failure. */
export const login = http.post(api('/api/auth/login'), async ({ request }): Promise<Response> => {
  try {
    const parsed = loginRequestSchema.safeParse(await readJson(request));
    if (!parsed.success) return failure('Invalid email or password');
    const { email, password } = parsed.data;
    const account = db.accounts.find((a) => a.email === email.trim() && a.password === password);
    if (!account) return failure('Invalid email or password');
    const { password: _password, abilityRules, ...userData } = account;
    return HttpResponse.json<LoginResponse>({
      userAbilityRules: abilityRules,
      accessToken: issueToken(account.id),
      userData,
    });
  } catch {
    return failure('Something went wrong');
  }
});
