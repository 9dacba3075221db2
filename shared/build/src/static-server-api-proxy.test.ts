/** @jest-environment node */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serveApp } from '@atrium/build/server';

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
/** Closes a server now: a kept-alive connection (the forwarding's, the test's fetch) would hold it open. */
const close = (server: Server) =>
  new Promise((resolve) => {
    server.close(resolve);
    server.closeAllConnections();
  });

describe("the static server's /api", () => {
  let dir: string;
  let api: Server;
  let seen: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'atrium-proxy-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>host</title>');
    writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify({ version: 1, remotes: [] }));
    seen = [];
    api = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, headers: req.headers, body });
        res.writeHead(201, { 'content-type': 'application/json', 'x-request-id': 'r-1' });
        res.end(JSON.stringify({ ok: true }));
      });
    });
  });

  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('is forwarded to the API server with its method, path, query, headers and body, and answered as it answers', async () => {
    const upstream = await listen(api);
    const host = await serveApp({ app: 'host', dir, port: 0, host: '127.0.0.1', apiUpstream: upstream });
    try {
      const base = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
      const answer = await fetch(`${base}/api/apps/users?q=a`, {
        method: 'POST',
        headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
        body: '{"a":1}',
      });
      expect(answer.status).toBe(201);
      expect(answer.headers.get('x-request-id')).toBe('r-1');
      expect(await answer.json()).toEqual({ ok: true });
      expect(seen).toEqual([
        expect.objectContaining({ method: 'POST', url: '/api/apps/users?q=a', body: '{"a":1}' }),
      ]);
      expect(seen[0].headers.authorization).toBe('Bearer t');
      expect(seen[0].headers['x-forwarded-for']).toBe('127.0.0.1');
      // A path that only starts like the API's is the app's.
      const app = await fetch(`${base}/apis`);
      await app.text();
      expect(app.headers.get('content-type')).toMatch(/text\/html/);
    } finally {
      await close(host);
      await close(api);
    }
  });

  it('answers 502 with a message when the API server cannot be reached', async () => {
    const host = await serveApp({
      app: 'host',
      dir,
      port: 0,
      host: '127.0.0.1',
      // Nothing listens on port 9 (discard) here.
      apiUpstream: 'http://127.0.0.1:9',
    });
    try {
      const answer = await fetch(`http://127.0.0.1:${(host.address() as AddressInfo).port}/api/health`);
      expect(answer.status).toBe(502);
      expect(await answer.json()).toEqual({
        message: 'The API server is unreachable. Try again in a moment.',
      });
    } finally {
      await close(host);
    }
  });
});
