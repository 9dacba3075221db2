import type { Server } from 'node:http';

export { renderNginxConfig } from './static-server-nginx.cjs';

/**
 * Serves one production build on its own origin (remotes with CORS, the host with SPA fallback), with
 * a deployment's headers: documents with a Content-Security-Policy built from the served remotes.json,
 * `nosniff` everywhere, source maps never. `port: 0` takes a free port (see `server.address()`);
 * `apiBaseUrl` (default: ATRIUM_API_BASE_URL) is the API origin documents may connect to.
 */
export function serveApp(options: {
  app: string;
  dir?: string;
  port?: number;
  host?: string;
  apiBaseUrl?: string;
  /** The API server the host's `/api` is forwarded to (default ATRIUM_API_UPSTREAM or http://127.0.0.1:3100). */
  apiUpstream?: string;
}): Promise<Server>;
/** Serves every app (or those given) on its port. */
export function servePlatform(apps?: string[]): Promise<{ servers: Server[]; close: () => Promise<unknown> }>;
export function distOf(app: string): string;
/** The repository root. */
export const ROOT: string;
