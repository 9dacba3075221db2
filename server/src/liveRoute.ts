import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { accountOf } from '@atrium/mocks/lib/authorize';
import type { LiveEvents } from './liveEvents';

/** How often a quiet stream says it is alive (proxies close connections idle for a minute). */
const PING_MS = 25_000;

/** The caller's session token: `?token=` (an EventSource cannot send headers) or the bearer header. */
function tokenOf(c: Context): string | undefined {
  const query = c.req.query('token');
  if (query) return query;
  const header = c.req.header('authorization');
  return header?.startsWith('Bearer ') ? header.slice(7) : undefined;
}

/**
 * GET /api/events — server-sent events for a signed-in caller: `ready` once, then `changed` with
 * `{ collections, actorId }` after every save (this process's, or another's it noticed), and a comment
 * every 25 s. 401 without a valid session. The stream is not cached, transformed or buffered on the way
 * (`no-transform` for compressing proxies, `X-Accel-Buffering: no` for nginx).
 */
export async function liveEventsRoute(c: Context, live: LiveEvents, beforeCheck: () => Promise<void>) {
  const token = tokenOf(c);
  await beforeCheck();
  const account = token
    ? accountOf(new Request('http://api.local/', { headers: { authorization: `Bearer ${token}` } }))
    : undefined;
  if (!account)
    return c.json({ message: 'Sign in to receive live updates' }, 401, { 'Cache-Control': 'no-store' });
  const response = streamSSE(c, async (stream) => {
    let end = () => {};
    const ended = new Promise<void>((resolve) => (end = resolve));
    const unsubscribe = live.subscribe(
      (change) => void stream.writeSSE({ event: 'changed', data: JSON.stringify(change) }).catch(end),
      end,
    );
    stream.onAbort(end);
    const ping = setInterval(() => void stream.write(': ping\n\n').catch(end), PING_MS);
    ping.unref?.();
    try {
      await stream.writeSSE({ event: 'ready', data: '{}' });
      await ended;
    } finally {
      clearInterval(ping);
      unsubscribe();
    }
  });
  response.headers.set('Cache-Control', 'no-cache, no-transform');
  response.headers.set('X-Accel-Buffering', 'no');
  return response;
}
