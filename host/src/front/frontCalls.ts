import { api } from '@atrium/platform';
import type {
  CheckoutRequest,
  CheckoutResponse,
  ContactRequest,
  ContactResponse,
  PaymentRequest,
  PaymentResponse,
} from '@atrium/contracts';

/** POST /api/front/contact: a visitor's message. */
export const sendContactMessage = (body: ContactRequest) =>
  api<ContactResponse>('/api/front/contact', { method: 'POST', body });

/** POST /api/front/payments: pays for a plan (the API keeps only the card's brand and last four). */
export const payForPlan = (body: PaymentRequest) =>
  api<PaymentResponse>('/api/front/payments', { method: 'POST', body });

/** POST /api/front/checkout: places the cart's order. */
export const placeOrder = (body: CheckoutRequest) =>
  api<CheckoutResponse>('/api/front/checkout', { method: 'POST', body });

export const PRICING_PLANS_PATH = '/api/front/pricing-plans';
