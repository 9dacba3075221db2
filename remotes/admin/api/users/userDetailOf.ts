import type { User, UserDetail } from '@atrium/contracts';
import { workDoneOf } from '../data/userWork';
import { db } from '@atrium/mocks/db';
import { currentSettingsOf } from '../account/settingsRecord';

/** The language names the user view shows for an account's choice (its settings' `details.language`). */
const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  fr: 'French',
  ar: 'Arabic',
  de: 'German',
  pt: 'Portuguese',
};

/** The name of an account's language choice, as the profile and the user view show it. */
export const languageName = (code: string): string => LANGUAGE_NAMES[code] ?? code;

/**
 * The user with what the user view shows beside it, from the records: tasks and projects done from
 * their projects (none for a new user), the language and tax id from their settings.
 */
export function userDetailOf(user: User): UserDetail {
  const settings = currentSettingsOf(user);
  return {
    ...user,
    ...workDoneOf(db.userWork[String(user.id)]),
    taxId: settings.billingAddress.taxId,
    language: languageName(settings.details.language),
  };
}
