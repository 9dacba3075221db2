// The part of the mock API the public pages call (sign-in, registration, passwords, the front pages'
// content), for their documents: on a slow phone the whole mock API's start-up is half a second of
// script, and these pages are the first people load. The same handlers as the whole API's, and the
// same stored data. zod is configured first, before any schema is built (see zodWithoutEval.ts).
import './zodWithoutEval';
import { nextTask } from './lib/nextTask';

/** Starts the in-browser mock API with the public pages' handlers (in separate tasks, as browser.ts). */
export async function startMockApi(): Promise<void> {
  const { startWorker } = await import('./startWorker');
  await nextTask();
  const { publicHandlers } = await import('./handlers/publicHandlers');
  await nextTask();
  await startWorker(publicHandlers);
}
