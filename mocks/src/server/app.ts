import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';

/** CORS headers on every answer: the apps are served from other origins (ports 3000-3006). */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': 'Content-Type, Authorization, Accept, Accept-Language',
  'access-control-max-age': '600',
};

/** The largest request body the server reads; anything longer is refused before it is kept in memory. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** The methods the server answers; any other gets 405 with this list in `Allow`. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** A request the server refuses before any handler sees it. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/**
 * Reads the body, counting bytes as they arrive: past `limit` it stops reading (the connection is
 * closed after the answer) and refuses with 413, so a long body never sits in memory whole.
 */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    const onData = (chunk: Buffer | string) => {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += buffer.length;
      if (size > limit) {
        cleanup();
        req.pause();
        reject(new Refusal(413, 'The request body is too large', { connection: 'close' }));
        return;
      }
      chunks.push(buffer);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

/**
 * The request's origin from its Host header. A host that does not parse, or that carries anything
 * but a name or address and a port (a path, user info, spaces), is refused with 400: it would
 * otherwise end up inside the URL the handlers see.
 */
function originOf(host: string | undefined): string {
  const value = host ?? 'localhost';
  if (!/^[A-Za-z0-9.\-:[\]]+$/.test(value)) throw new Refusal(400, 'Malformed Host header');
  let url: URL;
  try {
    url = new URL(`http://${value}`);
  } catch {
    throw new Refusal(400, 'Malformed Host header');
  }
  if (url.pathname !== '/' || url.username || url.password || url.search || url.hash)
    throw new Refusal(400, 'Malformed Host header');
  return url.origin;
}

/** A Node request as a Fetch `Request` (absolute URL from the Host header, headers, body for non-GET/HEAD). */
export async function toFetchRequest(req: IncomingMessage): Promise<Request> {
  const method = (req.method ?? 'GET').toUpperCase();
  const origin = originOf(req.headers.host);
  const path = req.url ?? '/';
  // Origin-form only ("/path?query"): an absolute or "*" target would pick its own host.
  if (!path.startsWith('/')) throw new Refusal(400, 'Malformed request target');
  let url: URL;
  try {
    url = new URL(`${origin}${path}`);
  } catch {
    throw new Refusal(400, 'Malformed request target');
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const hasBody = method !== 'GET' && method !== 'HEAD';
  let body: Buffer | undefined;
  if (hasBody) {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_BODY_BYTES)
      throw new Refusal(413, 'The request body is too large', { connection: 'close' });
    body = await readBody(req, MAX_BODY_BYTES);
  }
  return new Request(url, {
    method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  });
}

/** Writes a Fetch `Response` to a Node response, with the CORS headers added. */
export async function sendFetchResponse(
  res: ServerResponse,
  response: Response,
  extraHeaders: Record<string, string> = {},
): Promise<void> {
  const headers: Record<string, string | string[]> = { ...CORS_HEADERS };
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  Object.assign(headers, extraHeaders);
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
  if (body) headers['content-length'] = String(body.length);
  res.writeHead(response.status, response.statusText || undefined, headers);
  res.end(body);
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A Node `http` request listener answering with the MSW handlers: OPTIONS preflights get 204, an
 * unsupported method 405, a malformed Host 400, a body over 1 MB 413, requests without a handler 404
 * `{ message: 'No mock for METHOD path' }`. A handler that throws answers 500 with a fixed message (the
 * error, which may name internals, goes to stderr only).
 */
export function createMockListener(handlers: RequestHandler[]) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      const method = (req.method ?? 'GET').toUpperCase();
      if (!(ALLOWED_METHODS as readonly string[]).includes(method))
        throw new Refusal(405, `Method ${method} is not allowed`, { allow: ALLOWED_METHODS.join(', ') });
      if (method === 'OPTIONS') {
        res.writeHead(204, { ...CORS_HEADERS });
        res.end();
        return;
      }
      const request = await toFetchRequest(req);
      const response = await getResponse(handlers, request);
      const path = new URL(request.url).pathname;
      await sendFetchResponse(res, response ?? json(404, { message: `No mock for ${method} ${path}` }));
    } catch (error) {
      if (res.headersSent) {
        res.end();
        return;
      }
      if (error instanceof Refusal) {
        await sendFetchResponse(res, json(error.status, { message: error.message }), error.headers);
        return;
      }
      console.error('Mock API: a handler failed', error);
      await sendFetchResponse(res, json(500, { message: 'Internal server error' }));
    }
  };
}
