import type { Customer, CustomerCountry, CustomerDetail } from '@atrium/contracts';
import { createRandom } from '@atrium/mocks/lib/random';
import { COUNTRY_CODES, FIRST_NAMES, LAST_NAMES, avatarUrl, slug } from '@atrium/mocks/data/people';

const COUNTRIES = Object.keys(COUNTRY_CODES) as CustomerCountry[];

/** A country's flag (4:3 SVG), by its ISO 3166-1 alpha-2 code in lower case. */
export const flagUrl = (countryCode: string) => `/images/flags/${countryCode}.svg`;

/** The fixed contact of a customer's detail (a phone placeholder). */
export const CUSTOMER_CONTACT = '+1 (234) 464-0600';

/** 100 customers, every country represented, unique names and 6-digit customer ids. */
export function buildCustomers(): Customer[] {
  const r = createRandom(2002);
  const names = new Set<string>();
  const ids = new Set<number>();
  return Array.from({ length: 100 }, (_, i) => {
    let customer = `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`;
    while (names.has(customer)) customer = `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`;
    names.add(customer);
    let customerId = r.int(100000, 999999);
    while (ids.has(customerId)) customerId = r.int(100000, 999999);
    ids.add(customerId);
    const country = i < COUNTRIES.length ? COUNTRIES[i] : r.pick(COUNTRIES);
    const countryCode = COUNTRY_CODES[country];
    return {
      id: i + 1,
      customer,
      customerId,
      email: `${slug(customer)}@example.com`,
      country,
      countryFlag: flagUrl(countryCode),
      countryCode,
      order: r.int(1, 120),
      totalSpent: Math.round(r.next() * 1000000) / 100,
      avatar: r.bool(0.7) ? avatarUrl(customer) : '',
    };
  });
}

export function customerDetail(customer: Customer): CustomerDetail {
  return { ...customer, status: 'Active', contact: CUSTOMER_CONTACT };
}
