import { holdApiCallsUntil, setApiBaseUrl } from '@atrium/platform';

/** The API base URL: empty = the in-browser mock API; set ATRIUM_API_BASE_URL at build time for a real one. */
export const API_BASE_URL = process.env.ATRIUM_API_BASE_URL ?? '';

/** After the page's next paint: what starts then does not compete with the first one. */
const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    if (typeof requestAnimationFrame !== 'function') resolve();
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });

/**
 * Points the API client at the API; without a real one, starts the in-browser mock API (its own
 * chunk, about 100 KB) once the page has painted, so it takes no bandwidth from what the first paint
 * needs. API calls wait for it (holdApiCallsUntil), so a page need not. A mock that fails to start is
 * logged, not thrown: its calls then fail with their own errors. Used by both documents, the app and
 * the login page.
 */
export function connectApi(): Promise<void> {
  setApiBaseUrl(API_BASE_URL);
  if (API_BASE_URL) return Promise.resolve();
  const started = afterNextPaint()
    .then(() => import(/* webpackChunkName: "mock-api" */ '@atrium/mocks/browser'))
    .then(({ startMockApi }) => startMockApi())
    .catch((error: unknown) => console.error('Mock API failed to start', error));
  holdApiCallsUntil(started);
  return started;
}
