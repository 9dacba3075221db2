/** What shows that the visitor is about to use the page: a press, a key, a change of a field (autofill). */
const INTENT_EVENTS = ['pointerdown', 'keydown', 'input'] as const;

/**
 * Calls `run` once, at the first sign of the visitor using the page: for work the page does not need
 * to show itself (starting the mock API, fetching the app ahead), kept out of its load on a slow phone.
 */
export function onFirstIntent(run: () => unknown): void {
  const once = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, once, true);
    run();
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, once, { capture: true, passive: true });
}
