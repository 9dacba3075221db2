import type { RequestHandler } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { untilClaimed } from './untilClaimed';

/**
 * Registers the mock API's service worker (host/public/mockApiWorker.js) and answers this page's calls
 * with `handlers`. The worker only brings this origin's /api/ calls to them; an API call no handler
 * answers passes through to the network.
 */
export async function startServiceWorker(handlers: RequestHandler[]): Promise<SetupWorker> {
  await untilClaimed();
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: '/mockApiWorker.js' },
    onUnhandledFrame: 'bypass',
    quiet: true,
  });
  return worker;
}
