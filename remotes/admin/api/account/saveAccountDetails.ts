import { HttpResponse } from 'msw';
import type { AccountDetails, AccountSettings, User } from '@atrium/contracts';
import { userByEmail } from '@atrium/mocks/lib/credentials';
import { forgetEmailChangeOf, requestEmailChange } from '@atrium/mocks/lib/emailChanges';
import { saveSection } from './settingsRecord';

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Saves the account's details (already validated). The name is the user's name from now on (navbar,
 * users list). A new address is not the sign-in address until its owner follows the link mailed to it
 * (so a typo, or a session left open, cannot move the account to someone else's mailbox); 409 at the
 * field when another account signs in with it, and nothing changes then. Saving the current address
 * again gives up a change that was waiting.
 */
export async function saveAccountDetails(user: User, details: AccountDetails): Promise<Response> {
  const newAddress = !sameAddress(details.email, user.email);
  if (newAddress && userByEmail(details.email)) {
    const message = 'Another account signs in with this email';
    return HttpResponse.json({ message, errors: { email: [message] } }, { status: 409 });
  }
  if (newAddress) await requestEmailChange(user.id, details.email);
  else forgetEmailChangeOf(user.id);
  user.fullName = `${details.firstName} ${details.lastName}`.trim();
  return HttpResponse.json<AccountSettings>(saveSection(user, 'details', { ...details, email: user.email }));
}
