import { http, HttpResponse } from 'msw';
import { customerCreateSchema, type Customer } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { COUNTRY_CODES } from '@atrium/mocks/data/people';
import { flagUrl } from './data/customers';
import { api, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';

/**
 * POST /api/apps/ecommerce/customers (addition) — adds a customer with the next id and a new unique
 * 6-digit customerId, no orders yet; 201 with it. 400 on a bad body, 409 if the email is taken.
 */
export const createCustomer = http.post(
  api('/api/apps/ecommerce/customers'),
  authorized({ action: 'create', subject: 'Customer' }, async ({ request }) => {
    const body = await parseBody(request, customerCreateSchema);
    if ('error' in body) return body.error;
    const { customer: name, email, country, avatar } = body.data;
    if (db.customers.some((c) => c.email.toLowerCase() === email.toLowerCase())) {
      return HttpResponse.json(
        {
          message: 'A customer with this email already exists',
          errors: { email: ['A customer with this email already exists'] },
        },
        { status: 409 },
      );
    }
    const taken = new Set(db.customers.map((c) => c.customerId));
    let customerId = 100000 + ((db.customers.length * 7919) % 900000);
    while (taken.has(customerId)) customerId = customerId === 999999 ? 100000 : customerId + 1;
    const countryCode = COUNTRY_CODES[country];
    const customer: Customer = {
      id: Math.max(0, ...db.customers.map((c) => c.id)) + 1,
      customer: name,
      customerId,
      email,
      country,
      countryFlag: flagUrl(countryCode),
      countryCode,
      order: 0,
      totalSpent: 0,
      avatar,
    };
    db.customers.push(customer);
    return HttpResponse.json<Customer>(customer, { status: 201 });
  }),
);
