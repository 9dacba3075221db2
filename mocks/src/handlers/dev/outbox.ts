import { http, HttpResponse } from 'msw';
import { forgotPasswordRequestSchema, type DevOutboxResponse } from '@atrium/contracts';
import { db } from '../../db';
import { api, jsonError } from '../../lib/responses';
import { OUTBOX_PER_ADDRESS } from '../../lib/mail';

let enabled = true;

/**
 * Switches the development endpoints (GET /api/dev/*) on or off: on in the browser mock, jest and a
 * development server; a production server switches them off, and they answer 404.
 */
export function setDevelopmentEndpoints(on: boolean): void {
  enabled = on;
}

export const developmentEndpointsEnabled = (): boolean => enabled;

const address = forgotPasswordRequestSchema.shape.email;

/**
 * GET /api/dev/outbox?to=<email> (development only) — the newest mails the development outbox kept
 * for that address (compared without case), newest first: `{ messages: [{ id, to, subject, text,
 * sentAt }] }`. 400 without a valid `to`; 404 when development endpoints are off.
 */
export const listOutbox = http.get(api('/api/dev/outbox'), ({ request }) => {
  if (!enabled) return jsonError(404, 'Not found');
  const to = address.safeParse(new URL(request.url).searchParams.get('to'));
  if (!to.success) return jsonError(400, 'Give the address whose mail to list: ?to=<email>');
  const wanted = to.data.toLowerCase();
  const messages = db.outbox
    .filter((m) => m.to.toLowerCase() === wanted)
    .slice(-OUTBOX_PER_ADDRESS)
    .reverse();
  return HttpResponse.json<DevOutboxResponse>({ messages });
});
