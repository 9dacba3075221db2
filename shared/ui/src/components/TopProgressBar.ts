import NProgress from 'nprogress';

// The default template gives the bar role="bar", which is not an ARIA role: the bar is decorative.
NProgress.configure({
  showSpinner: false,
  trickleSpeed: 120,
  minimum: 0.15,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
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
