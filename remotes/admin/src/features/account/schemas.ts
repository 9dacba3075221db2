import { z } from 'zod';
import {
  ACCOUNT_COUNTRIES as COUNTRIES,
  ACCOUNT_CURRENCIES as CURRENCIES,
  ACCOUNT_LANGUAGES as LANGUAGES,
  ACCOUNT_NOTIFICATION_CHANNELS as NOTIFICATION_CHANNELS,
  ACCOUNT_NOTIFICATION_TIMING as NOTIFICATION_TIMING,
  ACCOUNT_NOTIFICATION_TYPES as NOTIFICATION_TYPES,
  ACCOUNT_TIMEZONES as TIMEZONES,
} from '@atrium/contracts';

// Messages are translation keys (admin namespace); the form translates them at the field.

const required = (key = 'account.errors.required') => z.string().trim().min(1, key);
const optional = z.string().trim();

// The choices the API accepts, named as the forms use them.
export {
  COUNTRIES,
  CURRENCIES,
  LANGUAGES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TIMING,
  NOTIFICATION_TYPES,
  TIMEZONES,
};

export const ACCOUNT_TABS = ['account', 'security', 'billing-plans', 'notification', 'connection'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

export function isAccountTab(value: string | undefined): value is AccountTab {
  return (ACCOUNT_TABS as readonly string[]).includes(value ?? '');
}

const phone = optional.refine((v) => v === '' || /^\+?[\d\s().-]{7,20}$/.test(v), 'account.errors.phone');
const zip = optional.refine((v) => v === '' || /^[A-Za-z0-9 -]{3,10}$/.test(v), 'account.errors.zip');

export const accountSchema = z.object({
  firstName: required(),
  lastName: required(),
  email: z.email('account.errors.email'),
  organization: optional,
  phone,
  address: optional,
  state: optional,
  zip,
  country: z.enum(COUNTRIES, 'account.errors.choose'),
  language: z.enum(LANGUAGES, 'account.errors.choose'),
  timezone: z.enum(TIMEZONES, 'account.errors.choose'),
  currency: z.enum(CURRENCIES, 'account.errors.choose'),
});
export type AccountForm = z.infer<typeof accountSchema>;

export const deactivateSchema = z.object({
  confirm: z.boolean().refine((v) => v, 'account.errors.confirmDeactivation'),
  password: z.string().min(1, 'account.errors.required'),
});
export type DeactivateForm = z.infer<typeof deactivateSchema>;

export const passwordSchema = z
  .object({
    currentPassword: required(),
    newPassword: z
      .string()
      .min(8, 'account.errors.passwordLength')
      .regex(/[a-z]/, 'account.errors.passwordLower')
      .regex(/[A-Z]/, 'account.errors.passwordUpper')
      .regex(/[\d\W_]/, 'account.errors.passwordSymbol'),
    confirmPassword: required(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'account.errors.passwordMatch',
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    message: 'account.errors.passwordSame',
  });
export type PasswordForm = z.infer<typeof passwordSchema>;

/** Luhn checksum of a card number (digits only). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** "MM/YY" not before the current month. */
export function expiryValid(value: string, now = new Date()): boolean {
  const m = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(value.trim());
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

export const paymentSchema = z.object({
  cardNumber: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .regex(/^\d{13,19}$/, 'account.errors.cardNumber')
        .refine(luhnValid, 'account.errors.cardNumber'),
    ),
  cardName: required(),
  expiry: z.string().refine((v) => expiryValid(v), 'account.errors.expiry'),
  cvv: z.string().regex(/^\d{3,4}$/, 'account.errors.cvv'),
});
export type PaymentFormInput = z.input<typeof paymentSchema>;
export type PaymentForm = z.output<typeof paymentSchema>;

export const billingAddressSchema = z.object({
  companyName: required(),
  billingEmail: z.email('account.errors.email'),
  taxId: optional,
  vatNumber: optional,
  mobile: phone,
  country: z.enum(COUNTRIES, 'account.errors.choose'),
  address: required(),
  state: optional,
  zip,
});
export type BillingAddressForm = z.infer<typeof billingAddressSchema>;

export const notificationSchema = z.object({
  channels: z.record(z.enum(NOTIFICATION_TYPES), z.record(z.enum(NOTIFICATION_CHANNELS), z.boolean())),
  timing: z.enum(NOTIFICATION_TIMING, 'account.errors.choose'),
});
export type NotificationForm = z.infer<typeof notificationSchema>;
