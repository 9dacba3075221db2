import { renderHook } from '@testing-library/react';
import { useBucketLabel, type BucketUnit } from './useBucketLabel';

const label = (unit: BucketUnit, locale: string, options?: { year?: boolean }) =>
  renderHook(() => useBucketLabel(unit, locale, options)).result.current;

describe('useBucketLabel', () => {
  it('names a day or a week by its first day, a month by its name and year', () => {
    expect(label('day', 'en-US')({ from: '2026-11-03' })).toBe('Nov 3');
    expect(label('week', 'fr-FR')({ from: '2026-11-03' })).toBe('3 nov.');
    expect(label('month', 'en-US')({ from: '2026-11-01' })).toBe('Nov 26');
  });

  it('leaves the year out of a month when asked (a chart within one year)', () => {
    expect(label('month', 'en-US', { year: false })({ from: '2026-11-01' })).toBe('Nov');
  });

  it('keeps the calendar day whatever the time zone, in Arabic digits for Arabic', () => {
    // The first of January at midnight UTC is still the 31st of December west of Greenwich.
    expect(label('day', 'en-US')({ from: '2026-01-01' })).toBe('Jan 1');
    expect(label('day', 'ar-EG')({ from: '2026-11-03' })).toBe('٣ نوفمبر');
  });

  it('answers a slice it cannot read as it is', () => {
    expect(label('day', 'en-US')({ from: 'soon' })).toBe('soon');
  });
});
