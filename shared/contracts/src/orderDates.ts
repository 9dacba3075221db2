import type { Order } from './ecommerce';

/** "5/31/2026" and "2:45 PM" (the API's text) to a Date in UTC; the date alone if the time is unreadable. */
export function orderPlacedAt(order: Pick<Order, 'date' | 'time'>): Date {
  const [m, d, y] = order.date.split('/').map(Number);
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(order.time.trim());
  let hours = match ? Number(match[1]) % 12 : 0;
  if (match && match[3].toUpperCase() === 'PM') hours += 12;
  return new Date(Date.UTC(y, (m || 1) - 1, d || 1, hours, match ? Number(match[2]) : 0));
}

/** The inverse of orderPlacedAt: a moment as the API writes when an order was placed (UTC). */
export function orderPlacedText(at: Date): Pick<Order, 'date' | 'time'> {
  const hours = at.getUTCHours();
  return {
    date: `${at.getUTCMonth() + 1}/${at.getUTCDate()}/${at.getUTCFullYear()}`,
    time: `${hours % 12 || 12}:${String(at.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`,
  };
}
