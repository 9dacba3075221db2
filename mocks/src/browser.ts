// The whole mock API in the browser: what the app's document starts. zod is configured first, before
// any schema is built (see zodWithoutEval.ts).
import './zodWithoutEval';
import { nextTask } from './lib/nextTask';

/**
 * Starts the in-browser mock API with every handler. The API's schemas, MSW and the handlers are
 * brought in separate tasks (their modules run when imported): on a slow phone each is a long task of
 * its own, and the schemas (zod building several hundred of them) are the longest, so they come
 * first, before the worker's modules (its data uses them) would make them part of one longer task.
 * Their chunks are preloaded with this one's, not asked for one wave after another.
 */
export async function startMockApi(): Promise<void> {
  await import(/* webpackPreload: true */ '@atrium/contracts');
  await nextTask();
  const { startWorker } = await import(/* webpackPreload: true */ './startWorker');
  await nextTask();
  const { handlers } = await import(/* webpackPreload: true */ './handlers');
  await nextTask();
  await startWorker(handlers);
}
