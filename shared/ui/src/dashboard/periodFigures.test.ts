/** @jest-environment node */
import { changePercent, formatChangePercent, periodTrend, sharePercent } from './periodFigures';

describe('period figures', () => {
  it('measures the change from the previous period with one decimal, none from zero', () => {
    expect(changePercent({ value: 120, previous: 100 })).toBe(20);
    expect(changePercent({ value: 50, previous: 200 })).toBe(-75);
    expect(changePercent({ value: 1, previous: 3 })).toBe(-66.7);
    expect(changePercent({ value: 5, previous: 5 })).toBe(0);
    expect(changePercent({ value: 5, previous: 0 })).toBeUndefined();
    expect(changePercent({ value: 0, previous: 0 })).toBeUndefined();
  });

  it('takes shares with one decimal, or whole when asked, nothing of nothing being 0', () => {
    expect(sharePercent(1, 3)).toBe(33.3);
    expect(sharePercent(1, 3, 0)).toBe(33);
    expect(sharePercent(3, 3, 0)).toBe(100);
    expect(sharePercent(0, 0)).toBe(0);
  });

  it('writes a change signed, in the page’s locale', () => {
    expect(formatChangePercent(12.5, 'en-US')).toBe('+12.5%');
    expect(formatChangePercent(-3, 'en-US')).toBe('-3%');
    expect(formatChangePercent(0, 'en-US')).toBe('0%');
    expect(formatChangePercent(12.5, 'fr-FR')).toMatch(/^\+12,5\s%$/);
    expect(formatChangePercent(12.5, 'ar-EG')).toContain('١٢٫٥');
  });

  it('makes a StatCard trend, none when there was nothing before', () => {
    expect(periodTrend({ value: 90, previous: 100 }, 'en-US', 'down')).toEqual({
      value: -10,
      text: '-10%',
      goodWhen: 'down',
    });
    expect(periodTrend({ value: 3, previous: 0 }, 'en-US')).toBeUndefined();
  });
});
