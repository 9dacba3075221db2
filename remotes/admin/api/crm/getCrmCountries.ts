import { http, HttpResponse } from 'msw';
import type { CrmCountriesResponse, CrmCountrySales } from '@atrium/contracts';
import { previousRange } from '@atrium/mocks/lib/isoDays';
import { crmCall, crmPath, wonIn } from './crmQuery';

/** GET /api/dashboard/crm/countries (addition) — won deals of the period by the company's country, most won first, with the period before's amount. */
export const getCrmCountries = http.get(
  crmPath('countries'),
  crmCall((range) => {
    const byCountry = new Map<string, CrmCountrySales>();
    const row = (d: { country: CrmCountrySales['country']; countryCode: string }) => {
      let found = byCountry.get(d.country);
      if (!found) {
        found = { country: d.country, countryCode: d.countryCode, amount: 0, previousAmount: 0, deals: 0 };
        byCountry.set(d.country, found);
      }
      return found;
    };
    for (const d of wonIn(range)) {
      const r = row(d);
      r.amount += d.amount;
      r.deals += 1;
    }
    for (const d of wonIn(previousRange(range))) row(d).previousAmount += d.amount;
    const countries = [...byCountry.values()]
      .filter((c) => c.amount > 0 || c.previousAmount > 0)
      .sort(
        (a, b) =>
          b.amount - a.amount || b.previousAmount - a.previousAmount || a.country.localeCompare(b.country),
      );
    return HttpResponse.json<CrmCountriesResponse>({
      countries,
      total: countries.reduce((s, c) => s + c.amount, 0),
    });
  }),
);
