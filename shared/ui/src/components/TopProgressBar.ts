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

let pending = 0;

/** The thin progress bar at the top of the page, while an area or a page chunk loads. Nestable. */
export function startProgress() {
  if (pending++ === 0) NProgress.start();
}

export function doneProgress() {
  pending = Math.max(0, pending - 1);
  if (pending === 0) NProgress.done();
}
