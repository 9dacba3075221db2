// Starting Debian's nginx on a configuration rendered from deploy/nginx (scripts/nginx.mjs and the API
// server's two-process test share it).
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/** nginx's path: $NGINX, the PATH, or /usr/sbin and /usr/local/sbin (not on every user's PATH); undefined if none. */
export function findNginx() {
  const candidates = [
    process.env.NGINX,
    ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => dir && path.join(dir, 'nginx')),
    '/usr/sbin/nginx',
    '/usr/local/sbin/nginx',
  ].filter(Boolean);
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not there; the next one.
    }
  }
  return undefined;
}

/** The arguments that run nginx in the foreground on the configuration rendered into `prefix`. */
export const nginxArgs = (prefix) => [
  '-p',
  prefix,
  '-c',
  path.join(prefix, 'nginx.conf'),
  '-e',
  path.join(prefix, 'error.log'),
  '-g',
  'daemon off;',
];
