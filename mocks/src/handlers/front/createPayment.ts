import { http, HttpResponse } from 'msw';
import { paymentRequestSchema, type PaymentResponse } from '@atrium/contracts';
import { api, parseBody } from '../../lib/responses';
import { FRONT_PRICING_PLANS } from './pricingPlans';
import { db } from '../../db';

/** The brand of a card number by its first digits (enough for the sample: the page names it too). */
function brandOf(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'american-express';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'other';
}

/** Whether MM/YY is this month or later. */
function notPast(expiry: string, now = new Date()): boolean {
  const [month, year] = expiry.split('/').map(Number);
  const end = new Date(Date.UTC(2000 + year, month, 1));
  return end.getTime() > now.getTime();
}

/**
 * POST /api/front/payments (addition) — checks the card (Luhn, expiry not past, CVC length by brand)
 * and records the payment with only the card's brand and last four; answers its reference.
 */
export const createPayment = http.post(api('/api/front/payments'), async ({ request }) => {
  const body = await parseBody(request, paymentRequestSchema);
  if ('error' in body) return body.error;
  const { plan, period, cardNumber, expiry, cvc } = body.data;
  const brand = brandOf(cardNumber);
  const errors: Record<string, string[]> = {};
  if (!notPast(expiry)) errors.expiry = ['This card has expired'];
  if (cvc.length !== (brand === 'american-express' ? 4 : 3)) errors.cvc = ['Enter the security code'];
  if (Object.keys(errors).length)
    return HttpResponse.json({ message: 'The payment was declined', errors }, { status: 400 });

  const offer = FRONT_PRICING_PLANS.find((p) => p.id === plan)!;
  const payment: PaymentResponse = {
    reference: `PAY-${String(db.frontPayments.length + 1).padStart(6, '0')}`,
    plan,
    period,
    amount: period === 'yearly' ? offer.yearly : offer.monthly,
    brand,
    last4: cardNumber.slice(-4),
  };
  db.frontPayments.push(payment);
  return HttpResponse.json(payment, { status: 201 });
});
