/** One app of the platform as nginx serves it: 'host' or an area, its build folder and its port. */
export interface NginxApp {
  name: string;
  root: string;
  port: number;
}

/**
 * Renders deploy/nginx's templates for `apps`: the Node static server's rules and, per document, the
 * Content-Security-Policy it would send, computed from each build's registry and documents now. Returns
 * the files to write into `prefix` (by relative name) and the files their content was computed from.
 */
export function renderNginxConfig(options: {
  prefix: string;
  apps: NginxApp[];
  listen?: string[];
  apiBaseUrl?: string;
  /** The API server(s) the host's /api/ is forwarded to: http origins separated by commas. */
  apiUpstream?: string;
  user?: string;
}): { files: Record<string, string>; sources: string[] };

/** The HTML documents of a build folder, as request paths (`/index.html`, `/login/index.html`). */
export function documentsOf(root: string): string[];
