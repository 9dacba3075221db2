import { http, HttpResponse } from 'msw';
import { launchSubscriptionSchema, type MessageResponse } from '@atrium/contracts';
import { api, parseBody } from '../../lib/responses';
import { db } from '../../db';
import { now } from '../../lib/clock';
import { clientAddress, FRONT_LIMITS, throttleKey, throttled } from '../../lib/throttle';

/**
 * POST /api/front/launch-subscriptions (addition) — `{ email }`: the address is told when the product
 * launches. 202 whether or not it was already on the list (the answer says nothing about who else
 * subscribed); 400 for a malformed address; 429 past 10 an hour from one client address. Nothing is
 * mailed now: a public form that mails any address it is given would mail strangers on anyone's behalf.
 */
export const subscribeToLaunch = http.post(api('/api/front/launch-subscriptions'), async ({ request }) => {
  const body = await parseBody(request, launchSubscriptionSchema);
  if ('error' in body) return body.error;
  const refused = throttled(
    [[throttleKey('launch', 'address', clientAddress(request)), FRONT_LIMITS.launchSubscriptionPerAddress]],
    true,
  );
  if (refused) return refused;
  const email = body.data.email.toLowerCase();
  if (!db.launchSubscribers.some((s) => s.email === email))
    db.launchSubscribers.push({ email, subscribedAt: new Date(now()).toISOString() });
  return HttpResponse.json<MessageResponse>(
    { message: `We will write to ${body.data.email} when it is ready.` },
    { status: 202 },
  );
});
