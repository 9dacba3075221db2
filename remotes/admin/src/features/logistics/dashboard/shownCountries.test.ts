/** @jest-environment node */
import { shownCountries } from './shownCountries';

describe('the orders by country card’s rows', () => {
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
