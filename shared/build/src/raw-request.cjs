// An HTTP request as a test of a server needs it: on a connection of its own, with exactly the headers
// given (fetch and Playwright's request add an Accept-Encoding and decompress), the body left as sent.
// Used by the static server's tests and the nginx e2e suite.
const http = require('node:http');
const { brotliDecompressSync, gunzipSync } = require('node:zlib');

function rawRequest(url, headers = {}, method = 'GET') {
  return new Promise((resolve, reject) => {
    http
      .request(url, { method, headers, agent: false }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject)
      .end();
  });
}

/** The body as the client reads it. */
function decodedBody({ headers, body }) {
  if (headers['content-encoding'] === 'br') return brotliDecompressSync(body);
  if (headers['content-encoding'] === 'gzip') return gunzipSync(body);
  return body;
}

module.exports = { rawRequest, decodedBody };
