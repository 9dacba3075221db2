/** @jest-environment node */
import {
  applyDateRange,
  DATE_RANGE_PRESETS,
  dateRangeDays,
  isIsoDate,
  resolveDateRange,
  resolvePreset,
  toIsoDate,
} from './dateRange';

// A fixed "today" (local time), so the presets resolve the same on any day.
const today = new Date(2026, 10, 24, 15, 30);
const resolve = (qs: string) => resolveDateRange(new URLSearchParams(qs), today);

describe('date range helpers', () => {
  it('lists the presets', () => {
    expect(DATE_RANGE_PRESETS).toEqual(['month', '30d', 'year']);
  });

  it('writes local calendar days and recognises real ISO dates only', () => {
    expect(toIsoDate(today)).toBe('2026-11-24');
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(isIsoDate('yesterday')).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });

  it('resolves each preset against today', () => {
    expect(resolvePreset('month', today)).toEqual({ preset: 'month', from: '2026-11-01', to: '2026-11-24' });
    expect(resolvePreset('30d', today)).toEqual({ preset: '30d', from: '2026-10-26', to: '2026-11-24' });
    expect(resolvePreset('year', today)).toEqual({ preset: 'year', from: '2026-01-01', to: '2026-11-24' });
    // 30 days back across a year boundary.
    expect(resolvePreset('30d', new Date(2026, 0, 10))).toEqual({
      preset: '30d',
      from: '2025-12-12',
      to: '2026-01-10',
    });
  });

  it('reads the URL: presets, a custom pair, and this month by default', () => {
    expect(resolve('')).toEqual({ preset: 'month', from: '2026-11-01', to: '2026-11-24' });
    expect(resolve('range=year')).toEqual({ preset: 'year', from: '2026-01-01', to: '2026-11-24' });
    expect(resolve('range=custom&from=2025-03-01&to=2025-06-30')).toEqual({
      preset: 'custom',
      from: '2025-03-01',
      to: '2025-06-30',
    });
    expect(resolve('range=custom&from=2025-03-01&to=2025-03-01').from).toBe('2025-03-01');
  });

  it('falls back to this month on a malformed URL, never throwing', () => {
    const fallback = { preset: 'month', from: '2026-11-01', to: '2026-11-24' };
    for (const qs of [
      'range=week',
      'range=custom',
      'range=custom&from=2025-03-01',
      'range=custom&from=2025-13-01&to=2025-12-31',
      'range=custom&from=2025-06-30&to=2025-03-01',
      'range=custom&from=%00&to=<script>',
      'from=2025-01-01&to=2025-02-01',
    ]) {
      expect(resolve(qs)).toEqual(fallback);
    }
  });

  it('writes a range into the params, keeping the others', () => {
    const base = new URLSearchParams('q=apple&range=custom&from=2025-01-01&to=2025-02-01');
    expect(applyDateRange(base, { preset: 'year' }).toString()).toBe('q=apple&range=year');
    expect(applyDateRange(base, { preset: 'month' }).toString()).toBe('q=apple');
    expect(
      applyDateRange(new URLSearchParams('q=a'), {
        preset: 'custom',
        from: '2025-01-01',
        to: '2025-01-31',
      }).toString(),
    ).toBe('q=a&range=custom&from=2025-01-01&to=2025-01-31');
    // The input is not changed.
    expect(base.get('range')).toBe('custom');
  });

  it('counts the days in a range, both ends included', () => {
    expect(dateRangeDays({ from: '2026-11-01', to: '2026-11-30' })).toBe(30);
    expect(dateRangeDays({ from: '2026-03-29', to: '2026-03-29' })).toBe(1);
    expect(dateRangeDays({ from: '2024-01-01', to: '2024-12-31' })).toBe(366);
  });
});
