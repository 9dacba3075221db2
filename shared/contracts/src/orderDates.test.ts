/** @jest-environment node */
import { orderPlacedAt, orderPlacedText } from './orderDates';

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

describe('orderPlacedText', () => {
  it('writes a moment as orderPlacedAt reads it, to the minute', () => {
    for (const iso of ['2026-11-28T09:05:00.000Z', '2026-01-02T00:05:00.000Z', '2025-12-31T12:59:00.000Z']) {
      const text = orderPlacedText(new Date(iso));
      expect(orderPlacedAt(text).toISOString()).toBe(iso);
    }
    expect(orderPlacedText(new Date('2026-11-28T09:05:00Z'))).toEqual({
      date: '11/28/2026',
      time: '9:05 AM',
    });
  });
});
