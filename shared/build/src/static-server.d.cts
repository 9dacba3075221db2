import type { Server } from 'node:http';

/** Serves one production build on its own origin (remotes with CORS, the host with SPA fallback). */
export function serveApp(options: {
  app: string;
  dir?: string;
  port?: number;
  host?: string;
}): Promise<Server>;
/** Serves every app (or those given) on its port. */
export function servePlatform(apps?: string[]): Promise<{ servers: Server[]; close: () => Promise<unknown> }>;
export function distOf(app: string): string;
/** The repository root. */
export const ROOT: string;
