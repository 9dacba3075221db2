// The two builds, served as in production: the federated platform on ports 3000–3006 (a serve already
// running there is reused) and the single bundle on 3200, both calling the API server on 3100 through
// their `/api` (one already running is reused; else one is started on a fresh database of its own).
import { createRequire } from 'node:module';
import path from 'node:path';
import { startApiServer } from '../lib/apiServer.mjs';

const require = createRequire(import.meta.url);
const { servePlatform, serveApp, ROOT } = require('@atrium/build/server');

export const FEDERATED_URL = 'http://localhost:3000';
export const SINGLE_URL = 'http://localhost:3200';
const SINGLE_PORT = 3200;
const API_URL = 'http://127.0.0.1:3100';

/** Whether `url` answers 200 (a server of the expected build is already there). */
async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * The Content-Encoding a server sends the login page's script with, when asked for brotli: both builds
 * must be served alike for their bytes to compare (a server started before precompressed files were
 * served sends them whole).
 */
export async function scriptEncoding(base) {
  try {
    const html = await (await fetch(`${base}/login/`)).text();
    const script = /<script\b[^>]*\bsrc="([^"]+\.js)"/.exec(html)?.[1];
    if (!script) return 'unknown';
    const response = await fetch(new URL(script, `${base}/login/`), {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    await response.body?.cancel();
    return response.headers.get('content-encoding') ?? 'identity';
  } catch {
    return 'unknown';
  }
}

/** Starts what is not running yet; `close()` stops only what was started here. */
export async function startServers() {
  const started = [];
  const notes = [];
  if (await answers(`${API_URL}/api/ready`)) {
    notes.push(`api: reusing the API server already running at ${API_URL}`);
  } else {
    started.push((await startApiServer()).stop);
    notes.push(`api: the API server on a fresh embedded database at ${API_URL}`);
  }
  if (await answers(`${FEDERATED_URL}/remotes.json`)) {
    notes.push(`federated: reusing the platform already served at ${FEDERATED_URL}`);
  } else {
    const platform = await servePlatform();
    started.push(() => platform.close());
    notes.push(`federated: serving the production builds on ports 3000–3006`);
  }
  // The single bundle has no registry: its areas' metadata says it is the single build.
  if (await answers(`${SINGLE_URL}/areas/admin/area-meta.en.json`)) {
    notes.push(`single: reusing the single bundle already served at ${SINGLE_URL}`);
  } else {
    const server = await serveApp({
      app: 'host',
      dir: path.join(ROOT, 'host/dist-single'),
      port: SINGLE_PORT,
    });
    started.push(() => new Promise((resolve) => server.close(resolve)));
    notes.push(`single: serving host/dist-single on port ${SINGLE_PORT}`);
  }
  return { notes, close: () => Promise.all(started.map((stop) => stop())) };
}
