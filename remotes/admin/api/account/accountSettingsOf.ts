import type { AccountSettings, User } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { defaultAccountSettings } from '@atrium/mocks/data/accountSettings';

/** The account's settings as saved, created from its defaults on first use. */
export function accountSettingsOf(account: Pick<User, 'id' | 'fullName' | 'email'>): AccountSettings {
  const key = String(account.id);
  db.accountSettings[key] ??= defaultAccountSettings(account);
  return db.accountSettings[key];
}
