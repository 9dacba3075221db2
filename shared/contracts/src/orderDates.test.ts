/** @jest-environment node */
import { orderPlacedAt } from './orderDates';

describe('orderPlacedAt', () => {
  it('reads month/day/year and a 12-hour time', () => {
    expect(orderPlacedAt({ date: '5/31/2026', time: '2:45 PM' }).toISOString()).toBe(
      '2026-05-31T14:45:00.000Z',
    );
    expect(orderPlacedAt({ date: '1/2/2025', time: '12:05 AM' }).toISOString()).toBe(
      '2025-01-02T00:05:00.000Z',
    );
    expect(orderPlacedAt({ date: '1/2/2025', time: '12:05 PM' }).toISOString()).toBe(
      '2025-01-02T12:05:00.000Z',
    );
    expect(orderPlacedAt({ date: '1/2/2025', time: 'noon' }).toISOString()).toBe('2025-01-02T00:00:00.000Z');
  });
});
