// One schema per step, each checked before the next step opens. Messages are translation keys (the
// shell's for the rules the one-step sign-up shares, the demo's own for the rest).
import * as z from 'zod/mini';
import { USER_PLANS } from '@atrium/contracts';
import { emailRule, newPasswordRule, usernameRule } from '../../authSchemas';

export const accountStepSchema = z
  .object({ username: usernameRule, email: emailRule, password: newPasswordRule, confirm: z.string() })
  .check(z.refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'auth.passwordsDiffer' }));
export type AccountStep = z.infer<typeof accountStepSchema>;

const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

export const personalStepSchema = z.object({
  firstName: required('authDemo.firstNameRequired'),
  lastName: required('authDemo.lastNameRequired'),
  mobile: z.string().check(z.trim(), z.regex(/^\+?[0-9 ()-]{6,20}$/, 'authDemo.mobileInvalid')),
  address: required('authDemo.addressRequired'),
  country: required('authDemo.countryRequired'),
});
export type PersonalStep = z.infer<typeof personalStepSchema>;

type CardField = 'cardNumber' | 'cardName' | 'cardExpiry' | 'cardCvv';

/** A paid plan's card field: checked only when the plan is not the free one. */
const cardRule = (field: CardField, valid: RegExp, message: string) =>
  z.refine<{ plan: string } & Record<CardField, string>>(
    (v) => v.plan === 'basic' || valid.test(v[field].trim()),
    { path: [field], message },
  );

export const billingStepSchema = z
  .object({
    plan: z.enum(USER_PLANS),
    cardNumber: z.string(),
    cardName: z.string(),
    cardExpiry: z.string(),
    cardCvv: z.string(),
    terms: z.boolean().check(z.refine((v) => v, 'auth.termsRequired')),
  })
  .check(
    cardRule('cardNumber', /^(?:\d[ -]?){12,18}\d$/, 'authDemo.cardNumberInvalid'),
    cardRule('cardName', /\S/, 'authDemo.cardNameRequired'),
    cardRule('cardExpiry', /^(0[1-9]|1[0-2])\/\d{2}$/, 'authDemo.cardExpiryInvalid'),
    cardRule('cardCvv', /^\d{3,4}$/, 'authDemo.cardCvvInvalid'),
  );
export type BillingStep = z.infer<typeof billingStepSchema>;

export type MultiStepsValues = AccountStep & PersonalStep & BillingStep;

export const EMPTY_VALUES: MultiStepsValues = {
  username: '',
  email: '',
  password: '',
  confirm: '',
  firstName: '',
  lastName: '',
  mobile: '',
  address: '',
  country: '',
  plan: 'basic',
  cardNumber: '',
  cardName: '',
  cardExpiry: '',
  cardCvv: '',
  terms: false,
};
