import type { AccountSettings } from '@atrium/contracts';
import { db } from '../../db';
import { defaultAccountSettings } from '../../data/accountSettings';
import type { LoginAccount } from '../../data/accounts';

/** The account's settings as saved, created from its defaults on first use. */
export function accountSettingsOf(account: LoginAccount): AccountSettings {
  const key = String(account.id);
  db.accountSettings[key] ??= defaultAccountSettings(account);
  return db.accountSettings[key];
}
