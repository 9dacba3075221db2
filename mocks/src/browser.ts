import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** Starts the in-browser mock API; requests it has no handler for pass through to the network. */
export async function startMockApi(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledFrame: 'bypass',
    quiet: true,
  });
}
