// The wizard examples' calls: each wizard's answers, step by step, sent once at the end. The step
// schemas are the forms' schemas too (numbers are coerced: a form's number field holds text).
import { z } from 'zod';
import { LIMITS } from './common';

const name = z.string().trim().min(2).max(LIMITS.name);
const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{6,20}$/, 'Enter a valid phone number');
const isoDate = z.iso.date();
const count = (max: number) => z.coerce.number().int().min(0).max(max);
const money = z.coerce.number().min(0).max(LIMITS.money);

/** What a stored wizard submission answers: its id (the success page shows it). */
export interface WizardSubmissionResponse {
  id: string;
  message: string;
}

// ---------------------------------------------------------------------------------------------
// Property listing: POST /api/wizards/properties

export const PROPERTY_USER_TYPES = ['builder', 'owner', 'broker'] as const;
export const PROPERTY_LISTING_TYPES = ['sell', 'rent'] as const;
export const PROPERTY_KINDS = ['house', 'apartment', 'villa', 'plot', 'office'] as const;
export const PROPERTY_FURNISHINGS = ['furnished', 'semi', 'unfurnished'] as const;

export const propertyListingSchema = z.object({
  personal: z.object({
    userType: z.enum(PROPERTY_USER_TYPES),
    firstName: name,
    lastName: name,
    email: z.string().trim().max(LIMITS.email).email(),
    phone,
  }),
  details: z.object({
    listingType: z.enum(PROPERTY_LISTING_TYPES),
    propertyKind: z.enum(PROPERTY_KINDS),
    address: z.string().trim().min(5).max(200),
    city: name,
    postcode: z.string().trim().min(3).max(12),
  }),
  features: z.object({
    bedrooms: count(50),
    bathrooms: count(50),
    floor: count(200),
    furnishing: z.enum(PROPERTY_FURNISHINGS),
    balcony: z.boolean(),
  }),
  area: z
    .object({
      totalArea: z.coerce.number().positive().max(1_000_000),
      carpetArea: z.coerce.number().positive().max(1_000_000),
      availableFrom: isoDate,
    })
    .refine((area) => area.carpetArea <= area.totalArea, {
      path: ['carpetArea'],
      message: 'The carpet area cannot exceed the total area',
    }),
  price: z.object({
    expectedPrice: z.coerce
      .number()
      .positive()
      .max(LIMITS.money * 100),
    maintenance: money,
    negotiable: z.boolean(),
  }),
});
export type PropertyListing = z.infer<typeof propertyListingSchema>;
export type PropertyListingInput = z.input<typeof propertyListingSchema>;

// ---------------------------------------------------------------------------------------------
// Create deal: POST /api/wizards/deals

export const DEAL_TYPES = ['percentage', 'flat', 'prime', 'free-shipping'] as const;
export const DEAL_REGIONS = ['asia', 'europe', 'africa', 'americas'] as const;
export const DEAL_AUDIENCES = ['all', 'registered', 'prime'] as const;

export const dealSchema = z.object({
  type: z.object({
    dealType: z.enum(DEAL_TYPES),
    discount: z.coerce.number().min(1).max(100),
    region: z.enum(DEAL_REGIONS),
  }),
  details: z
    .object({
      title: z.string().trim().min(3).max(80),
      code: z
        .string()
        .trim()
        .regex(/^[A-Z0-9-]{4,16}$/, 'Use 4 to 16 capital letters, digits or dashes'),
      description: z.string().trim().max(500),
      startDate: isoDate,
      endDate: isoDate,
    })
    .refine((details) => details.endDate >= details.startDate, {
      path: ['endDate'],
      message: 'The deal must end on or after its start',
    }),
  usage: z.object({
    audience: z.enum(DEAL_AUDIENCES),
    maxUsers: z.coerce.number().int().min(1).max(1_000_000),
    minCartAmount: money,
    onePerUser: z.boolean(),
  }),
  review: z.object({ confirmed: z.literal(true, 'Confirm the deal details') }),
});
export type Deal = z.infer<typeof dealSchema>;
export type DealInput = z.input<typeof dealSchema>;

// ---------------------------------------------------------------------------------------------
// Checkout: POST /api/wizards/checkout-orders

/** The demo shop's items, prices in US dollars. */
export const CHECKOUT_PRODUCTS = [
  { id: 'headphones', price: 149 },
  { id: 'watch', price: 299 },
  { id: 'speaker', price: 89 },
] as const;
export type CheckoutProductId = (typeof CHECKOUT_PRODUCTS)[number]['id'];
export const SHIPPING_METHODS = { standard: 0, express: 10, overnight: 25 } as const;
export type ShippingMethod = keyof typeof SHIPPING_METHODS;
export const CHECKOUT_PAYMENT_METHODS = ['card', 'cash'] as const;

export const checkoutOrderSchema = z.object({
  cart: z
    .object({
      headphones: count(10),
      watch: count(10),
      speaker: count(10),
    })
    .refine((cart) => Object.values(cart).some((quantity) => quantity > 0), {
      path: ['headphones'],
      message: 'Put at least one item in the cart',
    }),
  address: z.object({
    fullName: name,
    phone,
    line1: z.string().trim().min(5).max(200),
    city: name,
    postcode: z.string().trim().min(3).max(12),
    kind: z.enum(['home', 'office']),
  }),
  shipping: z.object({
    method: z.enum(Object.keys(SHIPPING_METHODS) as [ShippingMethod, ...ShippingMethod[]]),
  }),
  payment: z
    .object({
      method: z.enum(CHECKOUT_PAYMENT_METHODS),
      cardNumber: z.string().trim(),
      cardName: z.string().trim().max(LIMITS.name),
      expiry: z.string().trim(),
    })
    .superRefine((payment, ctx) => {
      if (payment.method !== 'card') return;
      if (!/^[0-9]{13,19}$/.test(payment.cardNumber.replace(/ /g, '')))
        ctx.addIssue({ code: 'custom', path: ['cardNumber'], message: 'Enter a valid card number' });
      if (payment.cardName.length < 2)
        ctx.addIssue({ code: 'custom', path: ['cardName'], message: 'Enter the name on the card' });
      if (!/^(0[1-9]|1[0-2])\/[0-9]{2}$/.test(payment.expiry))
        ctx.addIssue({ code: 'custom', path: ['expiry'], message: 'Enter the expiry as MM/YY' });
    }),
});
export type CheckoutOrder = z.infer<typeof checkoutOrderSchema>;
export type CheckoutOrderInput = z.input<typeof checkoutOrderSchema>;

/** The order's total: items, then shipping. */
export function checkoutTotal(order: Pick<CheckoutOrder, 'cart' | 'shipping'>): number {
  const items = CHECKOUT_PRODUCTS.reduce((sum, product) => sum + product.price * order.cart[product.id], 0);
  return items + SHIPPING_METHODS[order.shipping.method];
}

/** A wizard's answers as the mock API keeps them. */
export interface StoredWizardSubmission<T> {
  id: string;
  accountId: number;
  createdAt: string;
  data: T;
}
