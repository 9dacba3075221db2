// The part of the mock API the public pages call (sign-in, registration, passwords, the front pages'
// content), for their documents: on a slow phone the whole mock API's start-up is half a second of
// script, and these pages are the first people load. The same handlers as the whole API's, and the
// same stored data. zod is configured first, before any schema is built (see zodWithoutEval.ts).
import './zodWithoutEval';
import { nextTask } from './lib/nextTask';

/**
 * Starts the in-browser mock API with the public pages' handlers (in separate tasks, as browser.ts).
 * Their chunks are preloaded with this one's, not asked for one wave after another: on a slow
 * network each wave is another round trip before the page's data can arrive.
 */
export async function startMockApi(): Promise<void> {
  const { startWorker } = await import(/* webpackPreload: true */ './startWorker');
  await nextTask();
  const { publicHandlers } = await import(/* webpackPreload: true */ './handlers/publicHandlers');
  await nextTask();
  await startWorker(publicHandlers);
}
