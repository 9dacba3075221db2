import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock API for jest: `await listenUntilReady()` in beforeAll, `server.close()` in afterAll. */
export const server = setupServer(...handlers);

const PROBE = 'http://localhost/__atrium-mock-api-ready';

/**
 * Starts intercepting and waits until it really does: msw enables its node interceptors
 * asynchronously, and a suite's first request could otherwise reach the real network.
 */
export async function listenUntilReady(): Promise<void> {
  server.listen({ onUnhandledFrame: 'error' });
  server.use(http.get(PROBE, () => HttpResponse.json({ ready: true })));
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      if ((await fetch(PROBE)).ok) return;
    } catch {
      // not intercepted yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('The mock API did not start intercepting requests');
}
