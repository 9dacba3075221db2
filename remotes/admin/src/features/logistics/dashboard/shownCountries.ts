import type { LogisticsOrdersByCountryResponse } from '@atrium/contracts';

/** The countries listed by name; the rest are summed up as one line. */
const SHOWN_COUNTRIES = 6;

/** The first countries (most orders first), then the others together (country ''), when there are any. */
export function shownCountries(countries: LogisticsOrdersByCountryResponse['countries']) {
  if (countries.length <= SHOWN_COUNTRIES + 1) return countries;
  const rest = countries.slice(SHOWN_COUNTRIES);
  return [
    ...countries.slice(0, SHOWN_COUNTRIES),
    {
      country: '',
      orders: rest.reduce((sum, c) => sum + c.orders, 0),
      delivered: rest.reduce((sum, c) => sum + c.delivered, 0),
    },
  ];
}
