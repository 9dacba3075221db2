import { http, HttpResponse } from 'msw';
import { loginRequestSchema, type LoginErrorBody, type LoginResponse } from '@atrium/contracts';
import { api, readJson } from '../../lib/responses';
import { issueToken } from '../../lib/tokens';
import { isSuspended, passwordMatches, userByEmail } from '../../lib/credentials';
import { effectiveRules } from '../../lib/effectiveRules';
import { clientAddress, count, forget, signInCounters, throttled } from '../../lib/throttle';
import { userDataOf } from './userDataOf';

const failure = (message: string): Response =>
  HttpResponse.json<LoginErrorBody>({ errors: { email: [message] } }, { status: 400 });

/**
 * POST /api/auth/login — email + password of any user with a password; answers the rules of the
 * user's role and a new session's bearer token. 400 errors.email on failure, and for a suspended user.
 * Failed sign-ins are limited per address typed and per client address (AUTH_LIMITS): over a limit,
 * 429 with Retry-After, and the password is not even checked.
 */
export const login = http.post(api('/api/auth/login'), async ({ request }): Promise<Response> => {
  try {
    const parsed = loginRequestSchema.safeParse(await readJson(request));
    if (!parsed.success) return failure('Invalid email or password');
    const { email, password } = parsed.data;
    const counters = signInCounters(email, request);
    const [[accountKey]] = counters;
    const refused = throttled(counters);
    if (refused) return refused;
    const user = userByEmail(email);
    if (!(await passwordMatches(user?.id, password)) || !user) {
      count(counters);
      return failure('Invalid email or password');
    }
    forget(accountKey);
    // Only the holder of the password learns the account is suspended.
    if (isSuspended(user)) return failure('This account is suspended');
    return HttpResponse.json<LoginResponse>({
      userAbilityRules: effectiveRules(user.role),
      accessToken: issueToken(user.id, {
        userAgent: request.headers.get('user-agent') ?? '',
        address: clientAddress(request),
      }),
      userData: userDataOf(user),
    });
  } catch {
    return failure('Something went wrong');
  }
});
