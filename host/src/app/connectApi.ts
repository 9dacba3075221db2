import { holdApiCallsUntil, setApiBaseUrl } from '@atrium/platform';
import { onFirstIntent } from './onFirstIntent';

/** The API's origin: empty = the page's own (the API server behind the same origin: dev server, `npm run serve`, nginx). */
export const API_BASE_URL = process.env.ATRIUM_API_BASE_URL ?? '';

/**
 * `server` (the default build): the pages call the API server. `mock` (a build made with ATRIUM_API=mock):
 * the serverless demo, where the mock API starts in the browser and keeps its data in the visitor's own
 * storage.
 */
export const API_MODE: 'server' | 'mock' = process.env.ATRIUM_API === 'mock' ? 'mock' : 'server';

/** After the page's next paint: what starts then does not compete with the first one. */
const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    if (typeof requestAnimationFrame !== 'function') resolve();
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });

/**
 * Once the page has loaded and the browser is idle: what starts then comes after the page's largest
 * paint, not among what it waits for.
 */
const whenIdle = () =>
  new Promise<void>((resolve) => {
    const idle = () =>
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(() => resolve(), { timeout: 1000 })
        : setTimeout(resolve, 0);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });

export interface ConnectApiOptions {
  /**
   * When the in-browser mock API starts (on a slow phone its start-up is half a second of script):
   * - `afterPaint`: after the next paint (the app, whose pages call the API at once);
   * - `whenIdle`: once the page has loaded and the browser is idle (the front pages, whose largest
   *   paint needs no data: it is not held back by the mock's download);
   * - `onIntent`: when the visitor first acts on the page, or at the first API call (the
   *   authentication pages, which call it only when a form is sent).
   */
  start?: 'afterPaint' | 'whenIdle' | 'onIntent';
  /**
   * Brings the mock API's code (its own chunk): the app the whole API (`@atrium/mocks/browser`), the
   * public pages the part they call (`@atrium/mocks/browser/public`). The caller's import, not a
   * choice made in here: a bundle holds every mock its code imports.
   */
  loadMockApi: () => Promise<{ startMockApi: () => Promise<void> }>;
  /**
   * Resolves once the page's content has first rendered: the start waits for it too, so the mock's
   * download (and the chunks it brings) begins after the page's largest paint rather than beside it
   * on a slow network, where it would share the bandwidth the page's own scripts need.
   */
  rendered?: Promise<void>;
}

/**
 * Points the API client at the API; in the serverless demo, starts the in-browser mock API (its own
 * chunk), so that it takes nothing from what the first paint needs. API calls wait for
 * it (holdApiCallsUntil), so a page need not. A mock that fails to start is logged, not thrown: its
 * calls then fail with their own errors. Used by every document: the app and the public pages.
 */
export function connectApi({
  start = 'afterPaint',
  loadMockApi,
  rendered = Promise.resolve(),
}: ConnectApiOptions): void {
  setApiBaseUrl(API_BASE_URL);
  if (API_MODE === 'server') return;
  let started: Promise<void> | undefined;
  const startMock = () =>
    (started ??= loadMockApi()
      .then(({ startMockApi }) => startMockApi())
      .catch((error: unknown) => console.error('Mock API failed to start', error)));
  if (start === 'onIntent') {
    holdApiCallsUntil(startMock);
    onFirstIntent(startMock);
  } else {
    holdApiCallsUntil(rendered.then(start === 'whenIdle' ? whenIdle : afterNextPaint).then(startMock));
  }
}
