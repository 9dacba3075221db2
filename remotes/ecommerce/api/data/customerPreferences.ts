import {
  ACCOUNT_NOTIFICATION_TYPES,
  type CustomerNotificationPrefs,
  type CustomerPreferences,
} from '@atrium/contracts';

/** A customer's preferences before any were saved. */
export function defaultCustomerPreferences(): CustomerPreferences {
  const notifications = Object.fromEntries(
    ACCOUNT_NOTIFICATION_TYPES.map((type, i) => [type, { email: true, browser: i % 2 === 0, app: i < 2 }]),
  ) as CustomerNotificationPrefs;
  return { notifications, twoStep: false };
}
