import { http, HttpResponse } from 'msw';
import {
  registerRequestSchema,
  verifyEmailRequestSchema,
  type RegisterResponse,
  type User,
  type VerifyEmailResponse,
} from '@atrium/contracts';
import { db } from '../../db';
import { now } from '../../lib/clock';
import { setPasswordHash, userByEmail } from '../../lib/credentials';
import { appLink, sendMail } from '../../lib/mail';
import { hashPassword } from '../../lib/passwords';
import { emailChangeForToken } from '../../lib/emailChanges';
import { confirmNewAddress } from './confirmNewAddress';
import { api, parseBody } from '../../lib/responses';
import { AUTH_LIMITS, clientAddress, throttleKey, throttled } from '../../lib/throttle';
import {
  REGISTRATION_TTL_MS,
  forgetRegistrationsOf,
  keepRegistration,
  mailConfirmation,
  registrationForToken,
} from './registrations';

/** The role a visitor who signs up holds: the client's (may read AclDemo). */
const SIGN_UP_ROLE = 'client';

const usernameTaken = (username: string) =>
  db.users.some((u) => u.username.toLowerCase() === username.toLowerCase());

/**
 * POST /api/auth/register (addition) — asks for an account (role client, active, basic plan unless
 * `plan` says otherwise) with that password. It is created when the link mailed to the address is
 * followed (POST /api/auth/verify-email), so nobody gets an account, or a session, on an address that
 * is not theirs. The answer, 202 with a message, is the same whether or not the email has an account:
 * when it has one, its owner is mailed that someone tried to sign up with it instead.
 *
 * A taken username is said at the field (400 `errors.username`): usernames are public in the app
 * (users list, chat, profiles), so this tells nobody anything new. Requests are limited per address
 * typed and per client address (429 with Retry-After). The multi-step sign-up also sends a name,
 * mobile, address and country (kept on the user; the mock's users have no address field, so the
 * address is accepted and not stored).
 */
export const register = http.post(api('/api/auth/register'), async ({ request }) => {
  const body = await parseBody(request, registerRequestSchema);
  if ('error' in body) return body.error;
  const { username, email, password, firstName, lastName, mobile, country, plan } = body.data;
  if (usernameTaken(username))
    return HttpResponse.json(
      { message: 'The account could not be created', errors: { username: ['This username is taken'] } },
      { status: 400 },
    );
  const refused = throttled(
    [
      [throttleKey('register', 'account', email), AUTH_LIMITS.registerPerAccount],
      [throttleKey('register', 'address', clientAddress(request)), AUTH_LIMITS.registerPerAddress],
    ],
    true,
  );
  if (refused) return refused;

  // Hashed either way: the answer takes as long whether or not the address has an account.
  const passwordHash = await hashPassword(password);
  const owner = userByEmail(email);
  if (owner) {
    await sendMail({
      to: owner.email,
      subject: 'Someone tried to sign up to Atrium with your address',
      text: [
        `Someone tried to sign up to Atrium with ${owner.email}, which already has an account: no new account was made.`,
        `If it was you, sign in: ${appLink('/login', {})}`,
        `Forgot your password? Ask for a new one: ${appLink('/forgot-password', {})}`,
        `If it was not you, ignore this mail.`,
      ].join('\n\n'),
    });
  } else {
    const at = now();
    const registration = {
      tokenHash: '',
      email,
      username,
      passwordHash,
      fullName: [firstName, lastName].filter(Boolean).join(' ') || username,
      contact: mobile ?? '',
      country: country ?? '',
      plan: plan ?? 'basic',
      createdAt: at,
      expiresAt: at + REGISTRATION_TTL_MS,
    };
    keepRegistration(registration);
    await mailConfirmation(registration);
  }
  return HttpResponse.json<RegisterResponse>(
    { message: `We sent a mail to ${email}: follow its link to confirm the address, then sign in.` },
    { status: 202 },
  );
});

const refuseLink = (message: string) =>
  HttpResponse.json({ message, errors: { token: [message] } }, { status: 400 });

/**
 * POST /api/auth/verify-email (addition) — `{ token }` from the link a sign-up mailed: creates the
 * account asked for (it can sign in from now on) and forgets the address's other sign-ups; 200 with a
 * message and the address. The link an account's new address was mailed comes here too: the account
 * signs in with it from now on (confirmNewAddress; `confirmed` tells which it was). 400 `errors.token` for a missing, unknown, expired or used token, for an
 * address that has an account meanwhile, and for a username taken meanwhile; nothing is created then.
 */
export const verifyEmail = http.post(api('/api/auth/verify-email'), async ({ request }) => {
  const body = await parseBody(request, verifyEmailRequestSchema);
  if ('error' in body) return body.error;
  const change = emailChangeForToken(body.data.token);
  if (change) return confirmNewAddress(change);
  const registration = registrationForToken(body.data.token);
  if (!registration) return refuseLink('This confirmation link is invalid, expired or already used');
  const { email, username } = registration;
  if (userByEmail(email)) {
    forgetRegistrationsOf(email);
    return refuseLink('This address already has an account: sign in, or ask for a new password.');
  }
  if (usernameTaken(username)) {
    forgetRegistrationsOf(email);
    return refuseLink(`The username ${username} was taken meanwhile: sign up again with another one.`);
  }
  const user: User = {
    id: Math.max(0, ...db.users.map((u) => u.id)) + 1,
    fullName: registration.fullName,
    company: '',
    role: SIGN_UP_ROLE,
    username,
    country: registration.country,
    contact: registration.contact,
    email,
    currentPlan: registration.plan,
    status: 'active',
    avatar: '',
    billing: 'Auto debit',
  };
  db.users.push(user);
  setPasswordHash(user.id, registration.passwordHash);
  forgetRegistrationsOf(email);
  return HttpResponse.json<VerifyEmailResponse>({
    message: 'Your address is confirmed and your account is ready: sign in.',
    email,
    confirmed: 'signUp',
  });
});
