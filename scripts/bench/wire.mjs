// Bytes on the wire for one page, from the Chrome DevTools Protocol: each request's
// Network.loadingFinished encodedDataLength (headers and body as transferred, compressed), summed.
//
// With the mock API started, the page's requests go through its service worker: the page sees them
// answered by the worker (no bytes), and the worker fetches what is not mocked from the network. So the
// worker's own requests are counted too, and the page's requests answered by the worker are not. Mock
// API calls are answered inside the page and worker, never reach the network, and are not counted.

/** Mock API calls, should one be seen on the network side (they are answered in the browser). */
const isMockApiCall = (url) => {
  try {
    return new URL(url).pathname.startsWith('/api/');
  } catch {
    return false;
  }
};

/**
 * Starts counting the wire bytes of `page` (and of its context's service worker). `bytes()` is the total
 * so far; `requests()` what was counted, for the report's detail.
 */
export async function countWireBytes(browser, context, page) {
  const counted = [];
  const pageSession = await context.newCDPSession(page);
  await pageSession.send('Network.enable');
  const { targetInfo } = await pageSession.send('Target.getTargetInfo');
  const contextId = targetInfo.browserContextId;

  const urls = new Map();
  const servedByWorker = new Set();
  pageSession.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  pageSession.on('Network.responseReceived', (event) => {
    if (event.response.fromServiceWorker) servedByWorker.add(event.requestId);
  });
  pageSession.on('Network.loadingFinished', (event) => {
    const url = urls.get(event.requestId) ?? '';
    if (servedByWorker.has(event.requestId) || isMockApiCall(url)) return;
    counted.push({ url, bytes: event.encodedDataLength, by: 'page' });
  });

  // The worker is a target of the browser, not of the page: attached to from a browser session, its
  // messages relayed (Playwright's sessions do not expose flattened child sessions).
  const browserSession = await browser.newBrowserCDPSession();
  const workerSessions = new Set();
  const workerUrls = new Map();
  let nextId = 1;
  const sendToWorker = (sessionId, method, params = {}) =>
    browserSession.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id: nextId++, method, params }),
    });
  browserSession.on('Target.targetCreated', async ({ targetInfo: target }) => {
    if (target.type !== 'service_worker' || target.browserContextId !== contextId) return;
    try {
      const { sessionId } = await browserSession.send('Target.attachToTarget', {
        targetId: target.targetId,
        flatten: false,
      });
      workerSessions.add(sessionId);
      await sendToWorker(sessionId, 'Network.enable');
    } catch {
      // The worker went away before it could be attached to: it fetched nothing more.
    }
  });
  browserSession.on('Target.receivedMessageFromTarget', ({ sessionId, message }) => {
    if (!workerSessions.has(sessionId)) return;
    const { method, params } = JSON.parse(message);
    if (method === 'Network.requestWillBeSent') workerUrls.set(params.requestId, params.request.url);
    if (method === 'Network.loadingFinished') {
      const url = workerUrls.get(params.requestId) ?? '';
      if (!isMockApiCall(url)) counted.push({ url, bytes: params.encodedDataLength, by: 'worker' });
    }
  });
  await browserSession.send('Target.setDiscoverTargets', { discover: true });

  return {
    bytes: () => counted.reduce((sum, request) => sum + request.bytes, 0),
    requests: () => [...counted],
    close: () => browserSession.detach().catch(() => {}),
  };
}
