import { changePercent, sharePercent } from './periodChange';

describe('period figures', () => {
  it('measures the change from the previous period', () => {
    expect(changePercent({ value: 150, previous: 100 })).toBe(50);
    expect(changePercent({ value: 90, previous: 120 })).toBe(-25);
    expect(changePercent({ value: 1, previous: 3 })).toBe(-66.7);
    expect(changePercent({ value: 10, previous: 0 })).toBeUndefined();
  });

  it('takes shares, nothing of nothing being 0', () => {
    expect(sharePercent(1, 3)).toBe(33.3);
    expect(sharePercent(0, 0)).toBe(0);
  });
});
