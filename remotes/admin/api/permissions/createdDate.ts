import { now } from '@atrium/mocks/lib/clock';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The moment `at` (the mock clock's now by default) written as the sample permissions' dates are:
 * "14 Apr 2021, 8:43 PM" (two-digit day, 12-hour clock), in the local time of whoever runs the mock.
 */
export function createdDate(at: number = now()): string {
  const d = new Date(at);
  const day = String(d.getDate()).padStart(2, '0');
  const hours = d.getHours() % 12 || 12;
  const minutes = String(d.getMinutes()).padStart(2, '0');
  const half = d.getHours() < 12 ? 'AM' : 'PM';
  return `${day} ${MONTHS[d.getMonth()]} ${d.getFullYear()}, ${hours}:${minutes} ${half}`;
}
