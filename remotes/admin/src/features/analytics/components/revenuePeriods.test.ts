/** @jest-environment node */
import { allowedRevenuePeriods, defaultRevenuePeriod, effectiveRevenuePeriod } from './revenuePeriods';

describe('revenue periods', () => {
  it('offers days only for short ranges', () => {
    expect(allowedRevenuePeriods(30)).toEqual(['day', 'week', 'month']);
    expect(allowedRevenuePeriods(365)).toEqual(['week', 'month']);
    expect(allowedRevenuePeriods(3000)).toEqual(['month']);
  });

  it('defaults by the range length and keeps a choice only while it fits', () => {
    expect(defaultRevenuePeriod(24)).toBe('day');
    expect(defaultRevenuePeriod(90)).toBe('week');
    expect(defaultRevenuePeriod(328)).toBe('month');
    expect(effectiveRevenuePeriod('week', 24)).toBe('week');
    expect(effectiveRevenuePeriod('day', 328)).toBe('month');
    expect(effectiveRevenuePeriod(undefined, 90)).toBe('week');
  });
});
