// zod/mini, as the other public forms. Messages are shell translation keys; the API
// (shared/contracts, paymentRequestSchema) checks the same again.
import * as z from 'zod/mini';
import { describeCardNumber } from '@atrium/ui/core';

const EXPIRY = /^(0[1-9]|1[0-2])\/?(\d{2})$/;

/** MM/YY (or MMYY) as the API takes it: MM/YY. */
export const normalizeExpiry = (value: string) => value.trim().replace(EXPIRY, '$1/$2');

/** Whether the card is still valid this month (a card expires at the end of its month). */
export function expiryNotPast(value: string, now = new Date()): boolean {
  const match = EXPIRY.exec(value.trim());
  if (!match) return false;
  const endOfMonth = new Date(2000 + Number(match[2]), Number(match[1]), 1);
  return endOfMonth.getTime() > now.getTime();
}

const required = (key: string, min = 1) => z.string().check(z.trim(), z.minLength(min, key));
const cvcLengthOf = (cardNumber: string) => describeCardNumber(cardNumber).brand?.cvcLength ?? 3;

export const paymentSchema = z
  .object({
    cardNumber: z.string().check(
      z.minLength(1, 'payment.errors.cardNumberRequired'),
      z.refine((v) => describeCardNumber(v).isValid, 'payment.errors.cardNumberInvalid'),
    ),
    expiry: z.string().check(
      z.trim(),
      z.regex(EXPIRY, 'payment.errors.expiryInvalid'),
      z.refine((v) => !EXPIRY.test(v) || expiryNotPast(v), 'payment.errors.expiryPast'),
    ),
    cvc: z.string().check(z.trim()),
    name: required('payment.errors.nameRequired', 2),
    address: z.object({
      line1: required('payment.errors.line1Required', 3),
      city: required('payment.errors.cityRequired', 2),
      postcode: required('payment.errors.postcodeRequired', 2),
      country: required('payment.errors.countryRequired', 2),
    }),
  })
  .check(
    // The security code has as many digits as the brand's (4 for American Express, else 3).
    z.refine((v) => cvcLengthOf(v.cardNumber) !== 3 || /^\d{3}$/.test(v.cvc), {
      path: ['cvc'],
      message: 'payment.errors.cvc3',
    }),
    z.refine((v) => cvcLengthOf(v.cardNumber) !== 4 || /^\d{4}$/.test(v.cvc), {
      path: ['cvc'],
      message: 'payment.errors.cvc4',
    }),
  );
export type PaymentForm = z.infer<typeof paymentSchema>;
