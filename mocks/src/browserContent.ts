// The part of the mock API the front pages that only read published content call (help center, its
// articles, pricing): their largest paint waits for its answer, so they load the least mock that
// gives it — MSW and fixed sample data, without the stored data, the API's schemas or the session.
// One chunk (imported statically here): there is no long task in it to spread.
import { startServiceWorker } from './startServiceWorker';
import { contentHandlers } from './handlers/contentHandlers';

/** Starts the in-browser mock API with the published content's handlers (see contentHandlers). */
export async function startMockApi(): Promise<void> {
  await startServiceWorker(contentHandlers);
}
