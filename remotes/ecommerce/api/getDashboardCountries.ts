import { http, HttpResponse } from 'msw';
import type { CustomerCountry, EcommerceCountriesResponse } from '@atrium/contracts';
import { COUNTRY_CODES } from '@atrium/mocks/data/people';
import { tally, type TallyRequest } from '@atrium/mocks/lib/tallyQuery';
import type { IsoDateRange } from '@atrium/mocks/lib/isoDays';
import { dashboardCall, dashboardPath } from './dashboardQuery';
import { placedOnDays } from './data/orders';

const codeOf = (country: string) => COUNTRY_CODES[country as CustomerCountry] ?? '';

/** The period's orders and revenue by shipping country, one tally. */
export const countriesTally = (range: IsoDateRange): TallyRequest => ({
  collection: 'orders',
  where: [placedOnDays(range)],
  groupBy: { kind: 'text', path: 'shippingAddress.country' },
  measures: {
    orders: { kind: 'count' },
    cents: { kind: 'sumCents', path: 'spent', valueKind: 'number' },
  },
});

/** GET /api/dashboard/ecommerce/countries (addition) — the period's orders by shipping country, most revenue first; needs read Customer too. */
export const getDashboardCountries = http.get(
  dashboardPath('countries'),
  dashboardCall(async (range) => {
    const groups = await tally(countriesTally(range));
    const countries = groups.map(({ group, figures }) => ({
      country: group ?? '',
      countryCode: codeOf(group ?? ''),
      orders: figures.orders,
      revenue: figures.cents / 100,
    }));
    return HttpResponse.json<EcommerceCountriesResponse>({
      countries: countries.sort((a, b) => b.revenue - a.revenue || a.country.localeCompare(b.country)),
      total: countries.reduce((sum, c) => sum + c.orders, 0),
    });
  }, 'Customer'),
);
