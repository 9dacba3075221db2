import NProgress from 'nprogress';

// The default template gives the bar role="bar", which is not an ARIA role: the bar is decorative.
NProgress.configure({
  showSpinner: false,
  minimum: 0.15,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
  // No creeping forward while a chunk loads: each step forces a layout of the page being built.
  trickle: false,
});

/**
 * How long a load goes unannounced: one that ends sooner shows no bar. A bar that would only flash
 * tells nothing, and drawing it forces a layout of the page being built (on a slow phone, tens of
 * milliseconds taken from the page).
 */
export const PROGRESS_DELAY_MS = 300;

let pending = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

/** The thin progress bar at the top of the page, while an area or a page chunk loads. Nestable. */
export function startProgress() {
  if (pending++ > 0) return;
  timer = setTimeout(() => NProgress.start(), PROGRESS_DELAY_MS);
}

export function doneProgress() {
  if (pending === 0) return;
  pending -= 1;
  if (pending > 0) return;
  clearTimeout(timer);
  if (NProgress.isStarted()) NProgress.done();
}
