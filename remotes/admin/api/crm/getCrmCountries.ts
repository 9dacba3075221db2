import { http, HttpResponse } from 'msw';
import type { CrmCountriesResponse, CrmCountrySales, CustomerCountry } from '@atrium/contracts';
import { COUNTRY_CODES } from '@atrium/mocks/data/people';
import { previousRange } from '@atrium/mocks/lib/isoDays';
import { tally } from '@atrium/mocks/lib/tallyQuery';
import { crmCall, crmPath } from './crmQuery';
import { wonByCountryTally } from './crmTallies';

/** GET /api/dashboard/crm/countries (addition) — won deals of the period by the company's country, most won first, with the period before's amount. */
export const getCrmCountries = http.get(
  crmPath('countries'),
  crmCall(async (range) => {
    const rows = await tally(wonByCountryTally(range, previousRange(range)));
    const countries: CrmCountrySales[] = rows
      .filter(({ group, figures }) => group !== null && (figures.cents > 0 || figures.previousCents > 0))
      .map(({ group, figures }) => ({
        country: group as CustomerCountry,
        countryCode: COUNTRY_CODES[group as CustomerCountry] ?? '',
        amount: figures.cents / 100,
        previousAmount: figures.previousCents / 100,
        deals: figures.deals,
      }))
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
