// Forwards the host's `/api` requests to the API server, as the dev server and nginx do: the pages call
// the API on their own origin (no CORS, one Content-Security-Policy origin), the API server answers.
const http = require('node:http');

/** Whether a request path is the API's (`/api` or below it). */
const isApiPath = (url) => /^\/api(\/|\?|$)/.test(url || '');

/** Headers a proxy does not pass on (hop-by-hop). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

/**
 * Sends `req` to `upstream` (an http:// origin) and its answer back. An unreachable API server is a
 * 502 with a JSON message the app shows, never a hung request.
 */
function proxyToApi(req, res, upstream) {
  const target = new URL(upstream);
  const headers = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (!HOP_BY_HOP.has(name)) headers[name] = value;
  }
  const client = req.socket.remoteAddress || '';
  headers['x-forwarded-for'] = headers['x-forwarded-for']
    ? `${headers['x-forwarded-for']}, ${client}`
    : client;
  headers['x-forwarded-host'] = req.headers.host || '';
  const outgoing = http.request(
    {
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers,
    },
    (answer) => {
      const out = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
      }
      res.writeHead(answer.statusCode || 502, out);
      answer.pipe(res);
    },
  );
  outgoing.on('error', () => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(502, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ message: 'The API server is unreachable. Try again in a moment.' }));
  });
  req.pipe(outgoing);
}

module.exports = { isApiPath, proxyToApi };
