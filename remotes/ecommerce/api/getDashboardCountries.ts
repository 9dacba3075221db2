import { http, HttpResponse } from 'msw';
import type { CustomerCountry, EcommerceCountriesResponse, EcommerceCountrySales } from '@atrium/contracts';
import { COUNTRY_CODES } from '@atrium/mocks/data/customers';
import { cents, dashboardCall, dashboardPath, detailOf, ordersIn } from './dashboardQuery';

const codeOf = (country: string) => COUNTRY_CODES[country as CustomerCountry] ?? '';

/** GET /api/dashboard/ecommerce/countries (addition) — the period's orders by shipping country (a saved address counts), most revenue first; needs read Customer too. */
export const getDashboardCountries = http.get(
  dashboardPath('countries'),
  dashboardCall((range) => {
    const byCountry = new Map<string, EcommerceCountrySales>();
    const orders = ordersIn(range);
    for (const order of orders) {
      const country = detailOf(order).shippingAddress.country;
      const row = byCountry.get(country) ?? { country, countryCode: codeOf(country), orders: 0, revenue: 0 };
      row.orders += 1;
      row.revenue = cents(row.revenue + order.spent);
      byCountry.set(country, row);
    }
    return HttpResponse.json<EcommerceCountriesResponse>({
      countries: [...byCountry.values()].sort(
        (a, b) => b.revenue - a.revenue || a.country.localeCompare(b.country),
      ),
      total: orders.length,
    });
  }, 'Customer'),
);
