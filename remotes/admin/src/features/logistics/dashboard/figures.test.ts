import { changePercent, sharePercent } from './figures';

describe('logistics dashboard figures', () => {
  it('measures a change against the previous period', () => {
    expect(changePercent({ value: 120, previous: 100 })).toBe(20);
    expect(changePercent({ value: 2, previous: 3 })).toBe(-33.3);
    expect(changePercent({ value: 5, previous: 5 })).toBe(0);
    expect(changePercent({ value: 5, previous: 0 })).toBeUndefined();
  });

  it('shares a part of a whole', () => {
    expect(sharePercent(1, 3)).toBe(33.3);
    expect(sharePercent(0, 0)).toBe(0);
  });
});
