import {
  LIMITS,
  type AccountSettings,
  type AccountSettingsSection,
  type PaymentCardCreate,
  type User,
} from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { defaultAccountSettings } from '@atrium/mocks/data/accountSettings';
import { accountSettingsOf } from './accountSettingsOf';

// A user's settings are one record, keyed by the user's id, whoever changes them: the user on their
// account settings page (/api/account/settings) or an admin on the user's view
// (/api/apps/users/{id}/settings). These are the only ways either call reads or changes it.

/** The user's settings; the plan is always the user's own `currentPlan` (one truth for both screens). */
export function settingsOf(user: User): AccountSettings {
  const settings = accountSettingsOf(user);
  settings.plan = { plan: user.currentPlan };
  return settings;
}

/**
 * The user's settings as a read would answer them, without storing the defaults of a user who has none
 * yet (what a save is checked against before anything changes).
 */
export function currentSettingsOf(user: User): AccountSettings {
  const stored = db.accountSettings[String(user.id)];
  return { ...(stored ?? defaultAccountSettings(user)), plan: { plan: user.currentPlan } };
}

/** Replaces one section (already validated); a new plan is the user's new `currentPlan`. */
export function saveSection<S extends AccountSettingsSection>(
  user: User,
  section: S,
  value: AccountSettings[S],
): AccountSettings {
  if (section === 'plan') user.currentPlan = (value as AccountSettings['plan']).plan;
  const next = { ...settingsOf(user), [section]: value };
  db.accountSettings[String(user.id)] = next;
  return next;
}

/**
 * Adds a card (validated: the number is digits only), keeping only its last four digits — never the number or the code.
 * Undefined when the user already has as many cards as a list may hold.
 */
export function addCard(user: User, card: PaymentCardCreate): AccountSettings | undefined {
  const settings = settingsOf(user);
  if (settings.paymentCards.length >= LIMITS.list) return undefined;
  const { cardNumber, cardName, expiry } = card;
  const id = Math.max(0, ...settings.paymentCards.map((c) => c.id)) + 1;
  settings.paymentCards = [...settings.paymentCards, { id, cardName, expiry, last4: cardNumber.slice(-4) }];
  return settings;
}

/** Removes the card with that id; undefined when the user has none with it. */
export function removeCard(user: User, id: number): AccountSettings | undefined {
  const settings = settingsOf(user);
  if (!settings.paymentCards.some((c) => c.id === id)) return undefined;
  settings.paymentCards = settings.paymentCards.filter((c) => c.id !== id);
  return settings;
}
