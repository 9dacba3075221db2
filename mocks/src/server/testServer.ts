import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RequestHandler } from 'msw';
import { createMockListener } from './app';

/** The mock listener on 127.0.0.1, on a port the system picks (tests). */
export async function startTestServer(handlers: RequestHandler[]): Promise<{
  server: Server;
  port: number;
  base: string;
  close: () => Promise<void>;
}> {
  const listener = createMockListener(handlers);
  const server = createServer((req, res) => void listener(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    port,
    base: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One request through node:http, which (unlike fetch) sends any method, Host header, raw path or body
 * as given. `body` may be a list of chunks (sent chunked, with no Content-Length).
 */
export function rawRequest(
  port: number,
  {
    method = 'GET',
    path = '/',
    headers = {},
    body,
  }: {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer | Buffer[];
  },
): Promise<RawAnswer> {
  // Frame the body explicitly: node:http sends a DELETE's body unframed, which the server would rightly
  // read as the start of a second, malformed request.
  const framed: Record<string, string> = { ...headers };
  if (Array.isArray(body)) framed['transfer-encoding'] = 'chunked';
  else if (body !== undefined && !('content-length' in headers))
    framed['content-length'] = String(Buffer.byteLength(body));
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method, path, headers: framed, setHost: !('host' in headers) },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    // The server may answer (and close) before a long body is sent: that is the point of some tests.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    if (Array.isArray(body)) {
      const write = (i: number): void => {
        if (i === body.length || req.destroyed) {
          req.end();
          return;
        }
        req.write(body[i], () => write(i + 1));
      };
      write(0);
    } else {
      req.end(body);
    }
  });
}
