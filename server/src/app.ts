import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { CLIENT_IP_HEADER } from '@atrium/mocks';
import { ALLOWED_METHODS, CORS_HEADERS, MAX_BODY_BYTES } from '@atrium/mocks/http';
import { Hono, type Context } from 'hono';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { memoryLists, setListPort } from '@atrium/mocks/lib/listQuery';
import { memoryTallies, setTallyPort } from '@atrium/mocks/lib/tallyQuery';
import { getResponse, type RequestHandler } from 'msw';
import type { Logger } from './logger';
import type { Mutex } from './mutex';
import { DatabaseUnavailable, SaveFailed, UNAVAILABLE_MESSAGE, type Persistence } from './persistence';
import { StorageError, type Storage } from './storage';
import { TENANT_HEADER, TENANT_ID, type Tenants } from './tenants';
import { auditContextOf } from './auditContext';
import type { LiveEvents } from './liveEvents';
import { liveEventsRoute } from './liveRoute';
import { takeDbChange } from '@atrium/mocks/lib/persistedDb';
import { setPictureResizer } from '@atrium/mocks/lib/media';
import { resizePicture } from './pictureResizer';

/** The header the handlers read the client's address from (throttling): always the server's own value. */
export { CLIENT_IP_HEADER };

/** The methods that may change the working set: after them, the changes are saved before the answer. */
const READ_ONLY = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The mock server's CORS headers, plus the server's own request headers and the request id to read. */
const CORS: Record<string, string> = {
  ...CORS_HEADERS,
  'access-control-allow-headers': `${CORS_HEADERS['access-control-allow-headers']}, X-Request-Id, X-Atrium-Tenant`,
  'access-control-expose-headers': 'X-Request-Id',
};

/** A request refused before any handler sees it (a JSON `{ message }` with its status). */
export class Refusal extends Error {
  constructor(
    readonly status: 400 | 404 | 405 | 413,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export interface AppOptions {
  handlers: readonly RequestHandler[];
  persistence: Persistence;
  storage: Pick<Storage, 'ping' | 'lists' | 'tallies'>;
  mutex: Mutex;
  logger: Logger;
  /** TRUST_PROXY=1: the client is the last hop of X-Forwarded-For. */
  trustProxy: boolean;
  /** Only with ATRIUM_TEST_TENANTS=1. */
  tenants?: Tenants;
  /** The OpenAPI document (built on first request). */
  openApi: () => object;
  /** The live update streams (GET /api/events); none: the route answers 404. */
  live?: LiveEvents;
}

type Env = { Bindings: { incoming?: IncomingMessage }; Variables: { requestId: string } };

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

/**
 * The client's address: the connection's, or with TRUST_PROXY=1 the last hop of X-Forwarded-For (the
 * address our own proxy saw; the hops before it are whatever the client wrote).
 */
function clientAddress(c: Context<Env>, trustProxy: boolean): string {
  if (trustProxy) {
    const last = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (last && isIP(last)) return last;
  }
  return c.env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

/** Reads the body, counting bytes: past `limit` it stops and refuses with 413 (never kept whole). */
async function readBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const tooLarge = () => new Refusal(413, 'The request body is too large', { connection: 'close' });
  if (Number(request.headers.get('content-length') ?? 0) > limit) throw tooLarge();
  if (!request.body) return undefined;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  if (size === 0) return undefined;
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * The API: the mock's MSW handlers, one request at a time, over the persisted working set.
 *
 * Every answer carries a request id (X-Request-Id, the client's when it sends a sane one), the secure
 * headers and the mock server's CORS headers; each request is one JSON log line (method, path without
 * its query, status, duration, request id).
 */
/**
 * Collections no screen shows as they change: a save of only these (the shell's telemetry every half
 * minute, a throttling counter) would otherwise make every open page of every user refetch.
 */
const NOT_ON_SCREEN = new Set(['telemetry', 'throttles']);

export function createApp(options: AppOptions): Hono<Env> {
  const { handlers, persistence, storage, mutex, logger, trustProxy, tenants, live } = options;
  const routes = [...handlers];
  // Uploaded pictures get the smaller copies the screens show (the in-browser mock keeps them as sent).
  setPictureResizer(resizePicture);
  const app = new Hono<Env>();
  let openApi: object | undefined;

  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        reqId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  });
  // The API answers other origins (the apps' ports): its resources may be read across origins.
  app.use(secureHeaders({ crossOriginResourcePolicy: 'cross-origin' }));
  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(CORS)) c.res.headers.set(name, value);
  });
  app.use(async (c, next) => {
    const method = c.req.method.toUpperCase();
    if (!(ALLOWED_METHODS as readonly string[]).includes(method))
      throw new Refusal(405, `Method ${method} is not allowed`, { allow: ALLOWED_METHODS.join(', ') });
    // A Host that carries anything but a name or address and a port would end up in the handlers' URL.
    const host = c.req.header('host');
    if (host !== undefined && !/^[A-Za-z0-9.\-:[\]]+$/.test(host))
      throw new Refusal(400, 'Malformed Host header');
    if (method === 'OPTIONS') return c.body(null, 204);
    await next();
  });

  app.onError((error, c) => {
    if (error instanceof Refusal) return json(error.status, { message: error.message }, error.headers);
    if (error instanceof SaveFailed || error instanceof DatabaseUnavailable) {
      logger.error({ reqId: c.get('requestId'), err: error.cause }, error.message);
      return json(503, { message: error.message }, { 'retry-after': '1' });
    }
    if (error instanceof StorageError) {
      // A read the database could not answer (a list query): nothing changed.
      logger.error({ reqId: c.get('requestId'), err: error }, UNAVAILABLE_MESSAGE);
      return json(503, { message: UNAVAILABLE_MESSAGE }, { 'retry-after': '1' });
    }
    logger.error({ reqId: c.get('requestId'), err: error }, 'request failed');
    return json(500, { message: 'Internal server error' });
  });
  app.notFound((c) => json(404, { message: `No route for ${c.req.method} ${c.req.path}` }));

  app.get('/api/health', (c) => c.json({ status: 'ok' }));
  app.get('/api/ready', async (c) => {
    try {
      await storage.ping();
      return c.json({ status: 'ready' });
    } catch (error) {
      logger.warn({ reqId: c.get('requestId'), err: error }, 'database unavailable');
      return json(503, { status: 'unavailable', message: 'The database is unavailable' });
    }
  });
  app.get('/api/openapi.json', (c) => c.json((openApi ??= options.openApi())));
  if (live) {
    // The stream's session is checked on the data as it is now (a session another process just made).
    app.get('/api/events', (c) =>
      liveEventsRoute(c, live, () => mutex.run(async () => void (await syncAndTell()))),
    );
  }

  /**
   * Brings the working set up to date (answers whether it reloaded); tells the live streams when another
   * process had written.
   */
  async function syncAndTell(): Promise<boolean> {
    const reloaded = await persistence.sync();
    if (reloaded && live) live.publish({ collections: ['*'], actorId: null });
    return reloaded;
  }

  /**
   * Answers a request that may write: holding the lock every API process takes to write, from before
   * it reads the data until its changes (and their audit entries) are saved. `answered`: a read that
   * changed the data without the lock; its change is saved as it is unless another process wrote
   * meanwhile, in which case the data is reloaded and the request runs again.
   */
  async function answerWrite(
    request: Request,
    body: Uint8Array | undefined,
    ip: string,
    answered?: Response,
  ) {
    const release = await persistence.lockWrites();
    try {
      const reloaded = await syncAndTell();
      const audit = auditContextOf(request, ip);
      let response = reloaded ? undefined : answered;
      try {
        response ??= await getResponse(routes, request);
      } catch (error) {
        // A handler that threw may have changed the working set half-way: it becomes the database's again.
        await persistence.reload().catch(() => undefined);
        throw error;
      }
      const context = audit(body, response);
      const changed = await persistence.save(context);
      const shown = changed.filter((collection) => !NOT_ON_SCREEN.has(collection));
      if (shown.length && live) live.publish({ collections: shown, actorId: context?.actor?.id ?? null });
      return response;
    } finally {
      await release();
    }
  }

  app.all('/api/*', async (c) => {
    const method = c.req.method.toUpperCase();
    let tenant: string | undefined;
    if (tenants) {
      tenant = c.req.header(TENANT_HEADER);
      if (tenant !== undefined && !TENANT_ID.test(tenant))
        throw new Refusal(400, `Malformed ${TENANT_HEADER}: use 1-64 of a-z, 0-9 and -`);
    }
    const body =
      method === 'GET' || method === 'HEAD' ? undefined : await readBody(c.req.raw, MAX_BODY_BYTES);
    const headers = new Headers(c.req.raw.headers);
    headers.delete(TENANT_HEADER);
    // Whatever the client sent under this name is replaced: the handlers throttle by it.
    headers.set(CLIENT_IP_HEADER, clientAddress(c, trustProxy));
    const request = new Request(c.req.url, { method, headers, body });
    const answer = await mutex.run(async () => {
      if (tenant !== undefined && tenants) {
        // A test tenant's data set is in memory only: its lists are computed there.
        setListPort(memoryLists);
        setTallyPort(memoryTallies);
        return tenants.run(tenant, () => getResponse(routes, request));
      }
      // One request at a time (the mutex): the database holds what the working set holds, so lists
      // are read from it when the storage can query them.
      setListPort(storage.lists ?? memoryLists);
      setTallyPort(storage.tallies ?? memoryTallies);
      if (READ_ONLY.has(method)) {
        takeDbChange();
        await syncAndTell();
        const read = await getResponse(routes, request);
        // A read that changed the data (opening a chat marks its messages seen) is saved like a write.
        if (!takeDbChange() || !read) return read;
        return answerWrite(request, body, headers.get(CLIENT_IP_HEADER) ?? '', read);
      }
      return answerWrite(request, body, headers.get(CLIENT_IP_HEADER) ?? '');
    });
    if (!answer) return json(404, { message: `No route for ${method} ${c.req.path}` });
    return new Response(answer.body, answer);
  });

  return app;
}
