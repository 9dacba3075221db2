/* global window, document, location, MutationObserver, requestAnimationFrame -- this module runs in the page */
// What runs in the page: readiness checks and click-to-ready timing with performance.now(), so the
// figures carry no automation latency. A MutationObserver checks after every DOM change and
// requestAnimationFrame every frame, so a ready state is seen within the change that makes it.
//
// A readiness spec: { selector, h1?, enabled?, notBusy?, signatureOf?, changedFrom? }
//   selector     an element that must exist and be visible
//   h1           the page's heading (#main-content h1) must read this: the page is the one asked for
//   enabled      the element must not be disabled
//   notBusy      the element must not be inside [aria-busy="true"] (a list loading its next page)
//   signatureOf  with changedFrom: the text of this element must differ from changedFrom (new rows)
//   settled      nothing in #main-content is loading: no [aria-busy="true"], no chart awaiting its library
//                (a chart below the fold that waits to come near the window, data-chart-deferred, is
//                not loading: it draws as it is scrolled to)

/**
 * Installed in every document of a context (addInitScript): defines window.__bench, and for each of
 * `watches` ({ name, paths: 'login' | 'app', spec }) whose document this is, records in
 * window.__benchTimes[name] the absolute time (performance.timeOrigin + now) the spec is first met,
 * so a time can be compared with one taken in another document (the login page's click).
 */
export function installBench(watches) {
  const now = () => performance.timeOrigin + performance.now();

  const signature = (selector) => document.querySelector(selector)?.textContent ?? '';

  // Cheap queries first: checkVisibility forces a layout, and this runs after every batch of DOM
  // changes, so forcing one while the page is still loading would slow down what is being measured.
  const isMet = (spec) => {
    if (
      spec.settled &&
      document.querySelector('#main-content [aria-busy="true"], #main-content [data-chart-loading]')
    )
      return false;
    if (spec.h1 !== undefined) {
      const heading = document.querySelector('#main-content h1');
      if (!heading || heading.textContent.trim() !== spec.h1) return false;
    }
    const element = document.querySelector(spec.selector);
    if (!element) return false;
    if (spec.enabled && element.disabled) return false;
    if (spec.notBusy && element.closest('[aria-busy="true"]')) return false;
    if (spec.signatureOf && signature(spec.signatureOf) === spec.changedFrom) return false;
    return element.checkVisibility();
  };

  /** Resolves to the time `spec` is first met, or null after `timeoutMs`. */
  const whenMet = (spec, timeoutMs = 15000) =>
    new Promise((resolve) => {
      let done = false;
      const finish = (value) => {
        if (done) return;
        done = true;
        observer.disconnect();
        clearTimeout(timer);
        resolve(value);
      };
      const test = () => {
        if (!done && isMet(spec)) finish(now());
      };
      const observer = new MutationObserver(test);
      const timer = setTimeout(() => finish(null), timeoutMs);
      const frame = () => {
        test();
        if (!done) requestAnimationFrame(frame);
      };
      // The document itself is observed: this may run before it has an element.
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      requestAnimationFrame(frame);
      test();
    });

  /** The element to click: the first of `selector` whose text is `text`, if given. */
  const target = ({ selector, text }) =>
    [...document.querySelectorAll(selector)].find((e) => text === undefined || e.textContent.trim() === text);

  window.__bench = {
    isMet,
    signature,
    /** Clicks (without moving a pointer: no hover prefetch) and resolves to ms until `spec` is met, or null. */
    async clickAndTime(click, spec, timeoutMs) {
      const element = target(click);
      if (!element) throw new Error(`Nothing to click: ${JSON.stringify(click)}`);
      const started = now();
      const ready = whenMet(spec, timeoutMs);
      element.click();
      const at = await ready;
      return at === null ? null : at - started;
    },
    /** Opens the menu group holding the link to `href`, if closed. */
    revealNavLink(href) {
      const link = document.querySelector(`aside a[href="${href}"]`);
      if (!link) {
        // A closed group's links are not in the page: open the groups (before the timing starts).
        for (const toggle of document.querySelectorAll('aside [aria-expanded="false"][aria-controls]'))
          toggle.click();
        return false;
      }
      const list = link.closest('ul[hidden]');
      if (list) document.querySelector(`[aria-controls="${list.id}"]`)?.click();
      return true;
    },
    /** Clicks the login form's submit button; the absolute time of the click. */
    submitLogin() {
      const at = now();
      document.querySelector('form button[type="submit"]').click();
      return at;
    },
  };

  window.__benchTimes = {};
  const isLogin = location.pathname === '/login' || location.pathname.startsWith('/login/');
  for (const { name, paths, spec } of watches) {
    if ((paths === 'login') !== isLogin) continue;
    void whenMet(spec, 30000).then((at) => {
      window.__benchTimes[name] = at;
    });
  }
}
