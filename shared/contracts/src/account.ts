import { z } from 'zod';
import { LIMITS } from './common';
import { USER_PLANS } from './users';

// The signed-in account's own settings (the account settings page). Each caller reads and changes
// only their own: the calls need a signed-in caller and no other right.

const text = (name: string) =>
  z.string().trim().max(LIMITS.name, `${name} is at most ${LIMITS.name} characters`);
const required = (name: string) => text(name).min(1, `${name} is required`);
const phone = z
  .string()
  .trim()
  .max(20, 'Phone is at most 20 characters')
  .refine((v) => v === '' || /^\+?[\d\s().-]{7,20}$/.test(v), 'Enter a valid phone number');
const zip = z
  .string()
  .trim()
  .refine((v) => v === '' || /^[A-Za-z0-9 -]{3,10}$/.test(v), 'Enter a valid ZIP code');

export const ACCOUNT_COUNTRIES = [
  'USA',
  'Canada',
  'UK',
  'France',
  'Germany',
  'India',
  'Australia',
  'Saudi Arabia',
] as const;
export const ACCOUNT_LANGUAGES = ['en', 'fr', 'ar', 'de', 'pt'] as const;
export const ACCOUNT_CURRENCIES = ['USD', 'EUR', 'GBP', 'BTC'] as const;
export const ACCOUNT_TIMEZONES = [
  'UTC-08:00',
  'UTC-05:00',
  'UTC+00:00',
  'UTC+01:00',
  'UTC+03:00',
  'UTC+05:30',
  'UTC+08:00',
  'UTC+10:00',
] as const;
export const ACCOUNT_NOTIFICATION_TYPES = [
  'newForYou',
  'accountActivity',
  'newBrowser',
  'newDevice',
] as const;
export const ACCOUNT_NOTIFICATION_CHANNELS = ['email', 'browser', 'app'] as const;
export const ACCOUNT_NOTIFICATION_TIMING = ['online', 'anytime', 'never'] as const;
export const CONNECTED_APPS = ['google', 'slack', 'github', 'mailchimp', 'asana'] as const;
export const SOCIAL_ACCOUNTS = ['facebook', 'x', 'linkedin', 'dribbble', 'instagram'] as const;

export const accountDetailsSchema = z.object({
  firstName: required('First name'),
  lastName: required('Last name'),
  email: z.email('Enter a valid email').max(LIMITS.email, 'Email is at most 254 characters'),
  organization: text('Organization'),
  phone,
  address: z.string().trim().max(500, 'Address is at most 500 characters'),
  state: text('State'),
  zip,
  country: z.enum(ACCOUNT_COUNTRIES, 'Choose a country'),
  language: z.enum(ACCOUNT_LANGUAGES, 'Choose a language'),
  timezone: z.enum(ACCOUNT_TIMEZONES, 'Choose a time zone'),
  currency: z.enum(ACCOUNT_CURRENCIES, 'Choose a currency'),
});
export type AccountDetails = z.infer<typeof accountDetailsSchema>;

export const billingAddressSchema = z.object({
  companyName: required('Company name'),
  billingEmail: z.email('Enter a valid email').max(LIMITS.email, 'Email is at most 254 characters'),
  taxId: text('Tax id'),
  vatNumber: text('VAT number'),
  mobile: phone,
  country: z.enum(ACCOUNT_COUNTRIES, 'Choose a country'),
  address: z.string().trim().min(1, 'Address is required').max(500, 'Address is at most 500 characters'),
  state: text('State'),
  zip,
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;

const channels = z.object(
  Object.fromEntries(ACCOUNT_NOTIFICATION_CHANNELS.map((c) => [c, z.boolean()])) as Record<
    (typeof ACCOUNT_NOTIFICATION_CHANNELS)[number],
    z.ZodBoolean
  >,
);
export const accountNotificationsSchema = z.object({
  channels: z.object(
    Object.fromEntries(ACCOUNT_NOTIFICATION_TYPES.map((type) => [type, channels])) as Record<
      (typeof ACCOUNT_NOTIFICATION_TYPES)[number],
      typeof channels
    >,
  ),
  timing: z.enum(ACCOUNT_NOTIFICATION_TIMING, 'Choose when to be notified'),
});
export type AccountNotifications = z.infer<typeof accountNotificationsSchema>;

const handle = z.string().trim().min(1).max(LIMITS.name).nullable();
export const accountConnectionsSchema = z.object({
  apps: z.object(
    Object.fromEntries(CONNECTED_APPS.map((app) => [app, z.boolean()])) as Record<
      (typeof CONNECTED_APPS)[number],
      z.ZodBoolean
    >,
  ),
  social: z.object(
    Object.fromEntries(SOCIAL_ACCOUNTS.map((s) => [s, handle])) as Record<
      (typeof SOCIAL_ACCOUNTS)[number],
      typeof handle
    >,
  ),
});
export type AccountConnections = z.infer<typeof accountConnectionsSchema>;

export const accountPlanSchema = z.object({ plan: z.enum(USER_PLANS, 'Choose a plan') });
export const accountSecuritySchema = z.object({ twoStep: z.boolean() });

/** The sections of PUT /api/account/settings/{section} and each one's body. */
export const accountSettingsSectionSchemas = {
  details: accountDetailsSchema,
  billingAddress: billingAddressSchema,
  notifications: accountNotificationsSchema,
  connections: accountConnectionsSchema,
  plan: accountPlanSchema,
  security: accountSecuritySchema,
} as const;
export type AccountSettingsSection = keyof typeof accountSettingsSectionSchemas;
export const ACCOUNT_SETTINGS_SECTIONS = Object.keys(
  accountSettingsSectionSchemas,
) as AccountSettingsSection[];

/** A saved card: never its full number nor its security code. */
export interface PaymentCard {
  id: number;
  cardName: string;
  last4: string;
  expiry: string;
}

/** GET /api/account/settings (addition): the signed-in account's settings. */
export interface AccountSettings {
  details: AccountDetails;
  billingAddress: BillingAddress;
  notifications: AccountNotifications;
  connections: AccountConnections;
  plan: z.infer<typeof accountPlanSchema>;
  security: z.infer<typeof accountSecuritySchema>;
  paymentCards: PaymentCard[];
  /**
   * (addition) A new sign-in address saved in the details and not confirmed yet: a link was mailed to it,
   * and until it is followed the account signs in with `details.email`.
   */
  pendingEmail?: string;
}

/** POST /api/account/settings/cards (addition): a card; the server keeps its last four digits only. */
export const paymentCardCreateSchema = z.object({
  cardNumber: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{13,19}$/, 'Enter a valid card number')),
  cardName: required('Name on card'),
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Use MM/YY'),
  cvv: z.string().regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit code'),
});
export type PaymentCardCreate = z.input<typeof paymentCardCreateSchema>;

/** POST /api/account/password (addition): the current password, checked, and the new one. */
export const accountPasswordChangeSchema = z.object({
  currentPassword: z.string().min(1, 'Enter your current password').max(LIMITS.password),
  newPassword: z
    .string()
    .min(8, 'Password needs at least 8 characters')
    .max(LIMITS.password, 'Password is at most 128 characters'),
});
export type AccountPasswordChange = z.infer<typeof accountPasswordChangeSchema>;

/** The body of POST /api/account/deactivate (addition): the account's password, to confirm. */
export const accountDeactivateSchema = z.object({
  password: z.string('Enter your password').min(1, 'Enter your password').max(LIMITS.password),
});
export type AccountDeactivate = z.infer<typeof accountDeactivateSchema>;

/** POST and DELETE /api/account/picture (addition): the account's photo as the avatar shows it ('' for none). */
export interface AccountPictureResponse {
  avatar: string;
}
