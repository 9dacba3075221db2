import type { ContactRequest, PaymentResponse } from '@atrium/contracts';

/**
 * What the front pages' calls keep: the contact messages and the payments (brand and last four only).
 * Kept apart from `db` (not persisted in the browser): nothing in the app reads them back yet.
 */
export const frontStore = {
  messages: [] as (ContactRequest & { id: number; receivedAt: string })[],
  payments: [] as PaymentResponse[],
  orders: [] as { orderNumber: string; total: number }[],
};

/** Empties the store (tests). */
export function resetFrontStore() {
  frontStore.messages.length = 0;
  frontStore.payments.length = 0;
  frontStore.orders.length = 0;
}
