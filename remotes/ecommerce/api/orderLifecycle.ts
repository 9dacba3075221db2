import type { OrderAction, OrderActivity, OrderStatus, OrderTransition } from '@atrium/contracts';
import type { StoredOrder } from './data/orders';
import { cents } from './customerFigures';

/** What is left to refund of each line (by product id): ordered less refunded. */
export function refundableLines(order: StoredOrder): Map<number, number> {
  const left = new Map<number, number>();
  for (const item of order.items)
    left.set(item.productId, item.qty - (order.refundedLines?.[String(item.productId)] ?? 0));
  return left;
}

/** The states an order ends in: nothing more can be done to it. */
const CLOSED: readonly OrderStatus[] = ['Cancelled', 'Returned'];

/**
 * What an order's state allows next. Paid before it ships (pending or failed payment: mark it paid);
 * shipped with a carrier and tracking number; out for delivery or ready to pick up; delivered.
 * Cancelled only before it ships (a paid one is refunded in full). Refunded, whole or a line at a time,
 * once paid and while something is left to refund; refunded in full it is closed (cancelled before it
 * shipped, returned after), so a refunded order is never delivered.
 */
export function allowedActions(order: StoredOrder): OrderAction[] {
  if (CLOSED.includes(order.status) || order.payment === 3) return [];
  const actions: OrderAction[] = [];
  const paid = order.payment === 1;
  if (!paid && order.status === 'Processing') actions.push('markPaid');
  if (order.status === 'Processing' && paid) actions.push('ship');
  if (order.status === 'Dispatched') actions.push('outForDelivery', 'readyToPickup');
  if (order.status === 'Out for Delivery' || order.status === 'Ready to Pickup') actions.push('deliver');
  if (order.status === 'Processing') actions.push('cancel');
  if (paid && [...refundableLines(order).values()].some((qty) => qty > 0)) actions.push('refund');
  return actions;
}

/** What a transition changes elsewhere: the stock to return, by product id. */
export interface TransitionEffects {
  restock: Map<number, number>;
}

/**
 * Applies a transition the order's state allows (the caller checked `allowedActions`) and answers its
 * effects, or a refusal (a refund of more than is left). The order's history gets its step, with who
 * made it.
 */
export function applyTransition(
  order: StoredOrder,
  transition: OrderTransition,
  context: { at: string; by: string },
): TransitionEffects | { refused: string } {
  const step = (activity: Omit<OrderActivity, 'at' | 'by'>) =>
    order.activity.push({ ...activity, at: context.at, by: context.by });
  const restock = new Map<number, number>();
  const refund = (lines: Map<number, number>) => {
    let amount = 0;
    order.refundedLines ??= {};
    for (const [productId, qty] of lines) {
      if (qty <= 0) continue;
      const item = order.items.find((i) => i.productId === productId)!;
      order.refundedLines[String(productId)] = (order.refundedLines[String(productId)] ?? 0) + qty;
      amount += cents(item.price) * qty;
      restock.set(productId, (restock.get(productId) ?? 0) + qty);
    }
    const whole = [...refundableLines(order).values()].every((qty) => qty <= 0);
    // The whole order refunds what was paid (shipping and tax included); a part, its lines' prices.
    const refunded = whole ? cents(order.spent) - cents(order.refundedAmount ?? 0) : amount;
    order.refundedAmount = (cents(order.refundedAmount ?? 0) + refunded) / 100;
    step({ step: 'refunded', amount: refunded / 100 });
    if (!whole) return;
    // Refunded in full, the order is closed: cancelled if it had not shipped, else its goods came back.
    order.payment = 3;
    if (order.status === 'Processing') {
      order.status = 'Cancelled';
      step({ step: 'cancelled' });
    } else if (order.status !== 'Cancelled') order.status = 'Returned';
  };

  switch (transition.action) {
    case 'markPaid':
      order.payment = 1;
      step({ step: 'paid' });
      break;
    case 'ship':
      order.status = 'Dispatched';
      step({ step: 'dispatched', carrier: transition.carrier, trackingNumber: transition.trackingNumber });
      break;
    case 'outForDelivery':
      order.status = 'Out for Delivery';
      step({ step: 'outForDelivery' });
      break;
    case 'readyToPickup':
      order.status = 'Ready to Pickup';
      step({ step: 'readyToPickup' });
      break;
    case 'deliver':
      order.status = 'Delivered';
      step({ step: 'delivered' });
      break;
    case 'cancel': {
      const wasPaid = order.payment === 1;
      order.status = 'Cancelled';
      step({ step: 'cancelled' });
      // A paid order gets back what is left of it (its refund returns those lines to stock); an unpaid
      // one was never refunded, so all its lines return.
      if (wasPaid) refund(refundableLines(order));
      else
        for (const item of order.items)
          restock.set(item.productId, (restock.get(item.productId) ?? 0) + item.qty);
      break;
    }
    case 'refund': {
      const left = refundableLines(order);
      if (!transition.lines) {
        refund(left);
        break;
      }
      const asked = new Map<number, number>();
      for (const line of transition.lines)
        asked.set(line.productId, (asked.get(line.productId) ?? 0) + line.qty);
      for (const [productId, qty] of asked) {
        if (!left.has(productId)) return { refused: `This order has no line for product ${productId}` };
        if (qty > left.get(productId)!)
          return { refused: `Only ${left.get(productId)} of product ${productId} can still be refunded` };
      }
      refund(asked);
      break;
    }
  }
  return { restock };
}
