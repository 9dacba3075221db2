import { HttpResponse } from 'msw';
import type { VerifyEmailResponse } from '@atrium/contracts';
import { db } from '../../db';
import { userByEmail } from '../../lib/credentials';
import { forgetEmailChangeOf, type PendingEmailChange } from '../../lib/emailChanges';
import { sendMail } from '../../lib/mail';

/**
 * Follows the link an account's new address was mailed: the account signs in with it from now on (its
 * sessions go on), and the old address is told. A refusal is 400 at `errors.token`
 * (the account is gone, or another account took the address meanwhile), and nothing changes then.
 */
export async function confirmNewAddress(change: PendingEmailChange): Promise<Response> {
  const user = db.users.find((u) => u.id === change.userId);
  const taken = userByEmail(change.email);
  forgetEmailChangeOf(change.userId);
  if (!user || (taken && taken.id !== user.id)) {
    const message = user
      ? 'Another account signs in with this address now: choose another one in your account settings.'
      : 'This confirmation link is invalid, expired or already used';
    return HttpResponse.json({ message, errors: { token: [message] } }, { status: 400 });
  }
  const previous = user.email;
  user.email = change.email;
  await sendMail({
    to: previous,
    subject: 'Your Atrium sign-in address has changed',
    text: [
      `Your Atrium account signs in with ${change.email} from now on, instead of this address.`,
      `If you did not ask for it, tell your administrator at once.`,
    ].join('\n\n'),
  });
  return HttpResponse.json<VerifyEmailResponse>({
    message: 'Your new address is confirmed: sign in with it from now on.',
    email: change.email,
    confirmed: 'newAddress',
  });
}
