import type { ContactRequest, PaymentResponse } from '@atrium/contracts';

// What the front pages' calls keep, in `db` (saved in the browser like every other change): the
// visitors' messages, the payments (the card's brand and last four only) and the checkout orders.

export type FrontMessage = ContactRequest & { id: number; receivedAt: string };
export type FrontPayment = PaymentResponse;
export interface FrontOrder {
  orderNumber: string;
  total: number;
}

/** An address to tell when the product launches (one per address, without case). */
export interface LaunchSubscriber {
  email: string;
  subscribedAt: string;
}
