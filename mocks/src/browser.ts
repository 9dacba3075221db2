// The whole mock API in the browser: what the app's document starts. zod is configured first, before
// any schema is built (see zodWithoutEval.ts).
import './zodWithoutEval';
import { nextTask } from './lib/nextTask';

/**
 * Starts the in-browser mock API with every handler. MSW and the handlers are brought in separate
 * tasks (their modules run when imported): on a slow phone each is a long task of its own.
 */
export async function startMockApi(): Promise<void> {
  const { startWorker } = await import('./startWorker');
  await nextTask();
  const { handlers } = await import('./handlers');
  await nextTask();
  await startWorker(handlers);
}
