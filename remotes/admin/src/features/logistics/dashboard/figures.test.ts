import { changePercent, sharePercent, shownCountries } from './figures';

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

  it('lists the first six countries and sums up the others', () => {
    const row = (country: string, orders: number) => ({ country, orders, delivered: orders - 1 });
    const seven = ['FR', 'DE', 'IT', 'ES', 'NL', 'BE', 'PT'].map((c, i) => row(c, 10 - i));
    expect(shownCountries(seven)).toEqual(seven);
    const nine = [...seven, row('PL', 2), row('AT', 1)];
    expect(shownCountries(nine)).toEqual([
      ...seven.slice(0, 6),
      { country: '', orders: 4 + 2 + 1, delivered: 3 + 1 + 0 },
    ]);
  });
});
