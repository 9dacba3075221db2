/**
 * Resolves once the browser has presented the document's first contentful paint: on the public pages
 * that is their content, which React has just rendered. What starts after it is not among what the
 * page's largest paint waited for. Without paint timing it resolves at once; when no paint comes
 * (a tab opened in the background paints nothing) it resolves after `timeoutMs`.
 */
export function afterContentfulPaint(timeoutMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    if (
      typeof PerformanceObserver === 'undefined' ||
      !PerformanceObserver.supportedEntryTypes?.includes('paint')
    ) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) done();
    });
    const timer = setTimeout(() => done(), timeoutMs);
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }
    // `buffered`: a paint presented before this call is reported too.
    observer.observe({ type: 'paint', buffered: true });
  });
}
