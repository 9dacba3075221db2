import { http, HttpResponse } from 'msw';
import { contactRequestSchema, type ContactResponse } from '@atrium/contracts';
import { api, parseBody } from '../../lib/responses';
import { db } from '../../db';
import { clientAddress, FRONT_LIMITS, throttleKey, throttled } from '../../lib/throttle';

/**
 * POST /api/front/contact (addition) — stores a visitor's message; 400 with field errors on bad input;
 * 429 past 10 messages an hour from one client address.
 */
export const sendContactMessage = http.post(api('/api/front/contact'), async ({ request }) => {
  const body = await parseBody(request, contactRequestSchema);
  if ('error' in body) return body.error;
  const refused = throttled(
    [[throttleKey('contact', 'address', clientAddress(request)), FRONT_LIMITS.contactPerAddress]],
    true,
  );
  if (refused) return refused;
  const id = db.frontMessages.length + 1;
  db.frontMessages.push({ ...body.data, id, receivedAt: new Date().toISOString() });
  return HttpResponse.json<ContactResponse>(
    { id, message: 'Thank you: we will answer within a day' },
    { status: 201 },
  );
});
