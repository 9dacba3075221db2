import { http } from 'msw';
import { handlers } from '../handlers';
import { db, resetMockDb } from '../db';
import { tokenFor } from '../testing/authFetch';
import { MAX_BODY_BYTES } from './app';
import { listenAddress } from './config';
import { rawRequest, startTestServer } from './testServer';

describe('mock HTTP server refusals', () => {
  let port: number;
  let close: () => Promise<void>;
  let authorization: string;
  const failing = http.get('*/api/__fails', () => {
    throw new Error('secret detail: /srv/db.sqlite password=hunter2');
  });

  beforeAll(async () => {
    ({ port, close } = await startTestServer([failing, ...handlers]));
  });
  // Sessions are data: a token is minted after each reset.
  beforeEach(() => {
    resetMockDb();
    authorization = `Bearer ${tokenFor('admin')}`;
  });
  afterAll(() => close());

  const product = JSON.stringify({
    productName: 'Big',
    productBrand: 'B',
    category: 'Office',
    status: 'Published',
    sku: 1,
    price: 1,
    qty: 1,
    stock: true,
  });

  it('refuses a declared body over 1 MB with 413 before reading it', async () => {
    const before = db.products.length;
    const res = await rawRequest(port, {
      method: 'POST',
      path: '/api/apps/ecommerce/products',
      headers: {
        authorization,
        'content-type': 'application/json',
        'content-length': String(MAX_BODY_BYTES + 1),
      },
      body: 'x',
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ message: 'The request body is too large' });
    expect(db.products.length).toBe(before);
  });

  it('stops reading a chunked body once it passes 1 MB and answers 413', async () => {
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const res = await rawRequest(port, {
      method: 'POST',
      path: '/api/apps/ecommerce/products',
      headers: { authorization, 'content-type': 'application/json' },
      body: Array.from({ length: 40 }, () => chunk),
    });
    expect(res.status).toBe(413);
    expect(res.headers.connection).toBe('close');
  });

  it('still reads a body just under the limit', async () => {
    const padded = product.replace('"Big"', `"Big"${' '.repeat(MAX_BODY_BYTES - product.length - 10)}`);
    const res = await rawRequest(port, {
      method: 'POST',
      path: '/api/apps/ecommerce/products',
      headers: { authorization, 'content-type': 'application/json' },
      body: padded,
    });
    expect(res.status).toBe(201);
  });

  it.each(['PROPFIND', 'TRACE', 'LOCK', 'PURGE'])('answers %s with 405 and Allow', async (method) => {
    const res = await rawRequest(port, { method, path: '/api/apps/ecommerce/products' });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  });

  it.each(['evil.com/path', 'user@evil.com', 'a b', 'host:port:x', '[::1', 'x?y', 'x#y', '%41'])(
    'refuses the Host header %j with 400',
    async (host) => {
      const res = await rawRequest(port, { path: '/api/pages/help-center', headers: { host } });
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toEqual({ message: 'Malformed Host header' });
    },
  );

  it('accepts ordinary Host headers', async () => {
    for (const host of ['localhost:3100', '127.0.0.1', '[::1]:3100', 'api.example.test'])
      expect((await rawRequest(port, { path: '/api/pages/help-center', headers: { host } })).status).toBe(
        200,
      );
  });

  it('answers a failing handler with a fixed 500 message and logs the error to stderr only', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await rawRequest(port, { path: '/api/__fails' });
      expect(res.status).toBe(500);
      expect(JSON.parse(res.body)).toEqual({ message: 'Internal server error' });
      expect(res.body).not.toMatch(/secret|hunter2|sqlite/);
      expect(log).toHaveBeenCalledTimes(1);
    } finally {
      log.mockRestore();
    }
  });
});

describe('listen address', () => {
  it('listens on 127.0.0.1 unless HOST says otherwise', () => {
    expect(listenAddress({})).toEqual({ host: '127.0.0.1', port: 3100 });
    expect(listenAddress({ HOST: '0.0.0.0', ATRIUM_MOCK_PORT: '4000' })).toEqual({
      host: '0.0.0.0',
      port: 4000,
    });
    expect(listenAddress({ ATRIUM_MOCK_PORT: 'x' })).toHaveProperty('error');
  });
});
