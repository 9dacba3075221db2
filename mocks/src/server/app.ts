import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';

/** CORS headers on every answer: the apps are served from other origins (ports 3000-3006). */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': 'Content-Type, Authorization, Accept, Accept-Language',
  'access-control-max-age': '600',
};

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks);
}

/** A Node request as a Fetch `Request` (absolute URL from the Host header, headers, body for non-GET/HEAD). */
export async function toFetchRequest(req: IncomingMessage): Promise<Request> {
  const method = (req.method ?? 'GET').toUpperCase();
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const body = hasBody ? await readBody(req) : undefined;
  return new Request(url, {
    method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  });
}

/** Writes a Fetch `Response` to a Node response, with the CORS headers added. */
export async function sendFetchResponse(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = { ...CORS_HEADERS };
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
  if (body) headers['content-length'] = String(body.length);
  res.writeHead(response.status, response.statusText || undefined, headers);
  res.end(body);
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A Node `http` request listener answering with the MSW handlers: OPTIONS preflights get 204, requests
 * without a handler 404 `{ message: 'No mock for METHOD path' }`, a handler that throws 500.
 */
export function createMockListener(handlers: RequestHandler[]) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      const method = (req.method ?? 'GET').toUpperCase();
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
      const message = error instanceof Error ? error.message : 'Internal error';
      if (!res.headersSent) await sendFetchResponse(res, json(500, { message }));
      else res.end();
    }
  };
}
