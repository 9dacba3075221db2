import { handlers } from '../handlers';
import { db, resetMockDb } from '../db';
import { tokenFor } from '../testing/authFetch';
import { MAX_BODY_BYTES } from './app';
import { rawRequest, startTestServer, type RawAnswer } from './testServer';

/**
 * How many malformed requests the fuzz test sends (the README quotes it), in batches of one test each:
 * small batches, so that no single test carries much of the work (each request is followed by a copy of
 * the whole mock state to compare) and a busy machine cannot push one past the test timeout.
 */
const BATCHES = 20;
const BATCH_SIZE = 30;
const REQUESTS = BATCHES * BATCH_SIZE;

/** A small seeded generator (mulberry32): the same requests on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)];
  return { next, int, pick };
}

const ROUTES: [method: string, path: string][] = [
  ['GET', '/api/apps/ecommerce/products'],
  ['POST', '/api/apps/ecommerce/products'],
  ['DELETE', '/api/apps/ecommerce/products/{id}'],
  ['GET', '/api/apps/ecommerce/orders/{id}'],
  ['DELETE', '/api/apps/ecommerce/orders/{id}'],
  ['GET', '/api/apps/ecommerce/customers/{id}'],
  ['POST', '/api/apps/ecommerce/customers'],
  ['PATCH', '/api/apps/ecommerce/reviews/{id}'],
  ['DELETE', '/api/apps/ecommerce/reviews/{id}'],
  ['PUT', '/api/apps/ecommerce/settings/{section}'],
  ['GET', '/api/apps/invoice/{id}'],
  ['POST', '/api/apps/invoice'],
  ['PUT', '/api/apps/invoice/{id}'],
  ['DELETE', '/api/apps/invoice/{id}'],
  ['POST', '/api/apps/invoice/{id}/payments'],
  ['POST', '/api/apps/invoice/{id}/duplicate'],
  ['POST', '/api/apps/invoice/mark-sent'],
  ['POST', '/api/apps/invoice/clients'],
  ['POST', '/api/apps/roles'],
  ['PUT', '/api/apps/roles/{id}'],
  ['DELETE', '/api/apps/roles/{id}'],
  ['POST', '/api/apps/permissions'],
  ['PUT', '/api/apps/permissions/{id}'],
  ['DELETE', '/api/apps/permissions/{id}'],
  ['PATCH', '/api/apps/users/{id}'],
  ['PUT', '/api/apps/users/{id}/password'],
  ['GET', '/api/apps/users/{id}'],
  ['POST', '/api/apps/users'],
  ['PUT', '/api/apps/users/{id}'],
  ['DELETE', '/api/apps/users/{id}'],
  ['POST', '/api/apps/email'],
  ['POST', '/api/apps/email/send'],
  ['POST', '/api/apps/chat/chats/{id}'],
  ['POST', '/api/apps/calendar'],
  ['PUT', '/api/apps/calendar/{id}'],
  ['DELETE', '/api/apps/calendar/{id}'],
  ['PATCH', '/api/notifications/{id}'],
  ['DELETE', '/api/notifications/{id}'],
  ['POST', '/api/notifications/read-all'],
  ['POST', '/api/auth/login'],
  ['GET', '/api/auth/session'],
  ['POST', '/api/auth/register'],
  ['POST', '/api/auth/forgot-password'],
  ['POST', '/api/auth/reset-password'],
  ['GET', '/api/pages/profile?tab={id}'],
  ['GET', '/api/app-bar/search?q={id}'],
];

const WEIRD_IDS = [
  '0x3',
  '1e0',
  '%203',
  '03',
  '-1',
  '3.0',
  '9999999999999999999',
  '0',
  'NaN',
  'Infinity',
  'null',
  '%00',
  '..%2F..%2Fetc',
  '%E2%80%AE1',
  'a'.repeat(300),
  '1%0A2',
  'store%3Bx',
  '__proto__',
  'constructor',
  'toString',
];

const BAD_PATHS = [
  '/api/../etc/passwd',
  '//api/apps/users',
  '/api/apps/users/',
  '/api/apps/users/1/2',
  '/api/%ZZ',
  '/api/apps/ecommerce/products%00',
  `/api/${'x/'.repeat(500)}`,
  '/api/apps/email?filter=%ZZ',
  '/api/apps/ecommerce/products?page=1e309&itemsPerPage=-0&sortBy=__proto__',
  '/api/apps/calendar?calendars=%E0%A4%A',
  '/?'.padEnd(4000, 'q'),
];

const BAD_METHODS = ['PROPFIND', 'TRACE', 'LOCK', 'MKCOL', 'PURGE', 'SEARCH', 'COPY', 'MOVE'];

function garbageValue(r: ReturnType<typeof seeded>, depth = 0): unknown {
  switch (r.int(depth > 2 ? 7 : 10)) {
    case 0:
      return null;
    case 1:
      return r.pick([0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, 1_000_001]);
    case 2:
      return r.pick([true, false]);
    case 3:
      return r.pick(['', ' ', 'x'.repeat(300), '<script>alert(1)</script>', '\u0000', 'é'.repeat(50)]);
    case 4:
      // Long strings, the longest only at the top level (the whole body stays under 1 MB).
      return 'y'.repeat(r.pick(depth === 0 ? [121, 255, 2049, 20_001, 200_000] : [121, 255, 2049]));
    case 5:
      return r.pick(['admin@demo.com', 'not-an-email', `${'a'.repeat(300)}@b.co`, '2026-13-45']);
    case 6:
      return r.pick(['Published', 'Pending', 'store', 'ETC', 'inbox', 'important', 'Sent']);
    case 7:
      return r.next() < 0.2
        ? Array.from({ length: 1001 }, (_, i) => i + 1)
        : Array.from({ length: r.pick([0, 1, 3]) }, () => garbageValue(r, depth + 1));
    default: {
      const keys = [
        'ids',
        'data',
        'label',
        'productName',
        'price',
        'qty',
        'email',
        'password',
        'token',
        'status',
        'title',
        'message',
        'senderId',
        'read',
        'issuedDate',
        'dueDate',
        '__proto__',
        'constructor',
      ];
      const object: Record<string, unknown> = {};
      for (let i = r.int(5); i >= 0; i -= 1) object[r.pick(keys)] = garbageValue(r, depth + 1);
      return object;
    }
  }
}

function garbageBody(r: ReturnType<typeof seeded>): string | Buffer | undefined {
  switch (r.int(8)) {
    case 0:
      return undefined;
    case 1:
      return r.pick(['{', '{"a":', '[1,2', 'nul', '{"a":1}}', '\uFEFF{}', "{'a':1}", '{"a":NaN}']);
    case 2:
      return Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0xc3]);
    case 3:
      return `${'['.repeat(5000)}${']'.repeat(5000)}`;
    case 4:
      return JSON.stringify(r.pick([null, 0, 'text', [], true]));
    default:
      return JSON.stringify(garbageValue(r));
  }
}

/** The data a refused request must leave alone (every collection of the mock's state). */
const snapshot = () => JSON.stringify(db);

describe('fuzzing the HTTP server', () => {
  let port: number;
  let close: () => Promise<void>;

  beforeAll(async () => {
    resetMockDb();
    ({ port, close } = await startTestServer(handlers));
  });
  afterAll(() => close());

  // One generator and one set of tokens for every batch: the requests are the same on every run.
  const r = seeded(0xa7121);
  let admin: string;
  let auths: (string | undefined)[];
  /** The data after the last request: what the next one starts from. */
  let last: string;
  let tried = 0;
  let serverErrors = 0;

  beforeAll(() => {
    admin = tokenFor('admin');
    const client = tokenFor('client');
    const tampered = `${admin.slice(0, 63)}${admin.endsWith('a') ? 'b' : 'a'}`;
    auths = [
      undefined,
      'Bearer',
      'Bearer garbage',
      `Bearer ${tampered}`,
      `Bearer ${client}`,
      `Bearer ${admin}`,
      `Bearer ${admin}`,
      `Bearer ${admin}`,
      `bearer ${admin}`,
      `Bearer ${'z'.repeat(10_000)}`,
    ];
    last = snapshot();
  });

  function nextRequest() {
    const kind = r.int(10);
    let method: string;
    let path: string;
    let body: string | Buffer | Buffer[] | undefined;
    const headers: Record<string, string> = {};
    const auth = r.pick(auths);
    if (auth) headers.authorization = auth;
    if (r.next() < 0.8) headers['content-type'] = r.pick(['application/json', 'text/plain', 'x/y']);

    if (kind === 0) {
      method = r.pick(BAD_METHODS);
      path = r.pick(ROUTES)[1].replace('{id}', '1').replace('{section}', 'store');
    } else if (kind === 1) {
      method = r.pick(['GET', 'POST', 'DELETE', 'PUT']);
      path = r.pick(BAD_PATHS);
    } else if (kind === 2 && r.next() < 0.3) {
      // Oversized: either declared up front or streamed in chunks.
      [method, path] = r.pick(ROUTES.filter(([m]) => m !== 'GET'));
      path = path.replace('{id}', '1').replace('{section}', 'store');
      if (r.next() < 0.5) {
        headers['content-length'] = String(MAX_BODY_BYTES + 1 + r.int(1000));
        body = 'x';
      } else {
        body = Array.from({ length: 18 }, () => Buffer.alloc(64 * 1024, 0x61));
      }
    } else {
      [method, path] = r.pick(ROUTES);
      path = path
        .replace('{id}', r.next() < 0.7 ? r.pick(WEIRD_IDS) : String(1 + r.int(5000)))
        .replace('{section}', r.pick(['store', 'nope', '__proto__', 'payments']));
      body = method === 'GET' ? undefined : garbageBody(r);
    }
    return { method, path, headers, body };
  }

  it.each(Array.from({ length: BATCHES }, (_, i) => i + 1))(
    `batch %i of ${BATCHES}: ${BATCH_SIZE} malformed requests, no 5xx, the data left alone on every 4xx`,
    async () => {
      const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
      const failures: string[] = [];
      try {
        for (let n = 0; n < BATCH_SIZE; n += 1) {
          const { method, path, headers, body } = nextRequest();
          tried += 1;
          let answer: RawAnswer;
          try {
            answer = await rawRequest(port, { method, path, headers, body });
          } catch (error) {
            failures.push(`${method} ${path}: ${String(error)}`);
            continue;
          }
          const now = snapshot();
          if (answer.status >= 500) {
            serverErrors += 1;
            failures.push(`${method} ${path} -> ${answer.status} ${answer.body.slice(0, 200)}`);
          } else if (answer.status >= 400 && now !== last) {
            failures.push(`${method} ${path} -> ${answer.status} but the data changed`);
          }
          last = now;
        }
        expect(errors).not.toHaveBeenCalled();
      } finally {
        errors.mockRestore();
      }
      expect(failures).toEqual([]);
    },
  );

  it('still answers a normal request afterwards', async () => {
    expect({ tried, serverErrors }).toEqual({ tried: REQUESTS, serverErrors: 0 });
    const ok = await rawRequest(port, {
      path: '/api/apps/ecommerce/products?itemsPerPage=1',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body).products).toHaveLength(1);
  });
});
