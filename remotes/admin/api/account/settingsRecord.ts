import {
  LIMITS,
  type AccountDetails,
  type AccountSettings,
  type AccountSettingsSection,
  type PaymentCardCreate,
  type User,
} from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { defaultAccountSettings } from '@atrium/mocks/data/accountSettings';
import { pendingEmailOf } from '@atrium/mocks/lib/emailChanges';
import { accountSettingsOf } from './accountSettingsOf';

// A user's settings are one record, keyed by the user's id, whoever changes them: the user on their
// account settings page (/api/account/settings) or an admin on the user's view
// (/api/apps/users/{id}/settings). These are the only ways either call reads or changes it.

/**
 * The details the user record holds: the name and the sign-in address are the user's own (the users
 * list, the navbar and sign-in read them there), so the details show them as they are.
 */
function detailsOf(user: User, details: AccountDetails): AccountDetails {
  const named = `${details.firstName} ${details.lastName}`.trim() === user.fullName;
  const [firstName = '', ...rest] = user.fullName.split(' ');
  return {
    ...details,
    ...(named ? {} : { firstName, lastName: rest.join(' ') }),
    email: user.email,
  };
}

/** The settings as the API answers them: with the new address the account waits to confirm, if any. */
function answerOf(user: User, settings: AccountSettings): AccountSettings {
  const pendingEmail = pendingEmailOf(user.id);
  return pendingEmail ? { ...settings, pendingEmail } : settings;
}

/**
 * The user's settings; the plan is always the user's own `currentPlan`, and the name and address the
 * user record's (one truth for every screen).
 */
export function settingsOf(user: User): AccountSettings {
  const settings = accountSettingsOf(user);
  settings.plan = { plan: user.currentPlan };
  settings.details = detailsOf(user, settings.details);
  return answerOf(user, settings);
}

/**
 * The user's settings as a read would answer them, without storing the defaults of a user who has none
 * yet (what a save is checked against before anything changes).
 */
export function currentSettingsOf(user: User): AccountSettings {
  const stored = db.accountSettings[String(user.id)] ?? defaultAccountSettings(user);
  return answerOf(user, {
    ...stored,
    details: detailsOf(user, stored.details),
    plan: { plan: user.currentPlan },
  });
}

/** Replaces one section (already validated); a new plan is the user's new `currentPlan`. */
export function saveSection<S extends AccountSettingsSection>(
  user: User,
  section: S,
  value: AccountSettings[S],
): AccountSettings {
  if (section === 'plan') user.currentPlan = (value as AccountSettings['plan']).plan;
  const { pendingEmail: _, ...stored } = settingsOf(user);
  db.accountSettings[String(user.id)] = { ...stored, [section]: value };
  return settingsOf(user);
}

/**
 * Adds a card (validated: the number is digits only), keeping only its last four digits — never the number or the code.
 * Undefined when the user already has as many cards as a list may hold.
 */
export function addCard(user: User, card: PaymentCardCreate): AccountSettings | undefined {
  const settings = accountSettingsOf(user);
  if (settings.paymentCards.length >= LIMITS.list) return undefined;
  const { cardNumber, cardName, expiry } = card;
  const id = Math.max(0, ...settings.paymentCards.map((c) => c.id)) + 1;
  settings.paymentCards = [...settings.paymentCards, { id, cardName, expiry, last4: cardNumber.slice(-4) }];
  return settingsOf(user);
}

/** Removes the card with that id; undefined when the user has none with it. */
export function removeCard(user: User, id: number): AccountSettings | undefined {
  const settings = accountSettingsOf(user);
  if (!settings.paymentCards.some((c) => c.id === id)) return undefined;
  settings.paymentCards = settings.paymentCards.filter((c) => c.id !== id);
  return settingsOf(user);
}
