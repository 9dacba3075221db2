// The front pages' calls (public: no sign-in): the landing page's contact form, the pricing plans,
// paying for a plan and the shop's checkout.
import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// Contact

/** POST /api/front/contact: a visitor's message. */
export const contactRequestSchema = z.object({
  name: z.string().trim().min(2, 'Enter your name').max(80),
  email: z.string().trim().max(254).email('Enter a valid email'),
  message: z.string().trim().min(10, 'Write at least 10 characters').max(2000),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export interface ContactResponse {
  /** The stored message's id. */
  id: number;
  message: string;
}

/** POST /api/front/launch-subscriptions (addition): the coming-soon page's "notify me". */
export const launchSubscriptionSchema = z.object({
  email: z.string().trim().max(254).email('Enter a valid email'),
});
export type LaunchSubscription = z.infer<typeof launchSubscriptionSchema>;

// ---------------------------------------------------------------------------------------------
// Pricing plans

export const FRONT_PLAN_IDS = ['basic', 'team', 'company', 'enterprise'] as const;
export type FrontPlanId = (typeof FRONT_PLAN_IDS)[number];

/** A plan offered on the front pages; prices in US dollars. */
export interface FrontPricingPlan {
  id: FrontPlanId;
  monthly: number;
  /** The price per year when paid yearly (discounted). */
  yearly: number;
  popular: boolean;
  /** Feature keys (the page translates them) this plan includes. */
  features: string[];
}

/** GET /api/front/pricing-plans. */
export interface FrontPricingResponse {
  plans: FrontPricingPlan[];
  /** Every feature key, in the comparison table's order. */
  features: string[];
}

// ---------------------------------------------------------------------------------------------
// Payments

/** The Luhn checksum: the last digit of a card number checks the others. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export const frontAddressSchema = z.object({
  line1: z.string().trim().min(3, 'Enter an address').max(120),
  city: z.string().trim().min(2, 'Enter a city').max(80),
  postcode: z.string().trim().min(2, 'Enter a postcode').max(16),
  country: z.string().trim().min(2, 'Enter a country').max(60),
});
export type FrontAddress = z.infer<typeof frontAddressSchema>;

const cardNumber = z
  .string()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .refine((v) => /^\d{12,19}$/.test(v) && passesLuhn(v), 'Enter a valid card number');

/** POST /api/front/payments: the card is checked, never kept (only its brand and last four). */
export const paymentRequestSchema = z
  .object({
    plan: z.enum(FRONT_PLAN_IDS),
    period: z.enum(['monthly', 'yearly']),
    cardNumber,
    /** MM/YY. */
    expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Use MM/YY'),
    cvc: z.string().regex(/^\d{3,4}$/, 'Enter the security code'),
    name: z.string().trim().min(2, 'Enter the name on the card').max(80),
    address: frontAddressSchema,
  })
  .strict();
export type PaymentRequest = z.input<typeof paymentRequestSchema>;

export interface PaymentResponse {
  reference: string;
  plan: FrontPlanId;
  period: 'monthly' | 'yearly';
  amount: number;
  brand: string;
  last4: string;
}

// ---------------------------------------------------------------------------------------------
// Checkout

export const checkoutRequestSchema = z
  .object({
    items: z
      .array(z.object({ id: z.string().min(1).max(40), quantity: z.number().int().min(1).max(99) }))
      .min(1, 'The cart is empty')
      .max(50),
    address: frontAddressSchema.extend({ fullName: z.string().trim().min(2, 'Enter your name').max(80) }),
    payment: z.enum(['card', 'cash']),
  })
  .strict();
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export interface CheckoutResponse {
  orderNumber: string;
  subtotal: number;
  shipping: number;
  tax: number;
  total: number;
}
