// `npm run serve:nginx`: the production builds served by nginx, each app on its own port (3000–3006), as
// a deployment serves them: deploy/nginx's templates rendered into a temporary folder with the absolute
// paths of the builds and each document's Content-Security-Policy, then nginx in the foreground. Ctrl+C
// (SIGINT) or SIGTERM stops it. nginx cannot compute the policy per request as the Node server does, so
// when the registry (host/dist/remotes.json) or a document changes, the configuration is rendered again
// and nginx reloaded (SIGHUP, what `nginx -s reload` sends); `kill -HUP <this process>` does it too.
//
//   node scripts/nginx.mjs                       serve the local builds (127.0.0.1 and ::1)
//   node scripts/nginx.mjs --render <folder>     only write the configuration, for a deployment; with
//        [--app <name>[=<build folder>]]...      the apps to serve (default: all, from their dist/)
//        [--listen <address>]...                 the addresses (default: all, `*`)
//        [--user <name> [<group>]]               who the workers run as when nginx starts as root
import { execFileSync, spawn } from 'node:child_process';
import {
  accessSync,
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  unwatchFile,
  watchFile,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { findNginx, nginxArgs } from './lib/nginx.mjs';

const require = createRequire(import.meta.url);
const { renderNginxConfig, distOf } = require('@atrium/build/server');
const { PORTS, AREAS } = require('@atrium/build');

const { values: options } = parseArgs({
  options: {
    render: { type: 'string' },
    app: { type: 'string', multiple: true },
    listen: { type: 'string', multiple: true },
    user: { type: 'string' },
  },
});

/** The apps to serve: `name` or `name=<build folder>`; all of them from their dist/ by default. */
function appsOf(specs = ['host', ...AREAS]) {
  return specs.map((spec) => {
    const [name, root] = spec.split('=');
    if (!(name in PORTS)) throw new Error(`Unknown app "${name}": one of ${Object.keys(PORTS).join(', ')}`);
    return { name, root: path.resolve(root ?? distOf(name)), port: PORTS[name] };
  });
}

function nginxBinary() {
  const found = findNginx();
  if (!found)
    throw new Error('nginx is not installed (Debian: `apt-get install nginx`), or set NGINX to its path.');
  return found;
}

/** Writes the configuration into `prefix`; returns its text and the files it was computed from. */
function writeConfig(prefix, render) {
  const { files, sources } = renderNginxConfig({ prefix, ...render });
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(prefix, name)), { recursive: true });
    writeFileSync(path.join(prefix, name), text);
  }
  return { text: Object.values(files).join('\n'), sources };
}

const apps = appsOf(options.app);
const apiBaseUrl = process.env.ATRIUM_API_BASE_URL;

if (options.render) {
  const prefix = path.resolve(options.render);
  writeConfig(prefix, {
    apps,
    listen: options.listen ?? ['*'],
    apiBaseUrl,
    apiUpstream: process.env.ATRIUM_API_UPSTREAM,
    user: options.user,
  });
  mkdirSync(path.join(prefix, 'tmp'), { recursive: true });
  console.log(
    `Rendered into ${prefix}. Start it with:\n  nginx -p ${prefix} -c ${prefix}/nginx.conf -e ${prefix}/error.log`,
  );
  process.exit(0);
}

let nginx;
try {
  nginx = nginxBinary();
  for (const { name, root } of apps) {
    accessSync(path.join(root, name === 'host' ? 'index.html' : 'mf-manifest.json'));
  }
} catch (error) {
  console.error(
    error.code === 'ENOENT' ? `${error.path} is missing: run \`npm run build\` first.` : error.message,
  );
  process.exit(1);
}

const prefix = mkdtempSync(path.join(os.tmpdir(), 'atrium-nginx-'));
// Started as root, nginx runs its workers as an unprivileged user, which must reach its temporary files.
chmodSync(prefix, 0o755);
mkdirSync(path.join(prefix, 'tmp'));
const loopback = Object.values(os.networkInterfaces())
  .flat()
  .some((address) => address?.internal && address.address === '::1');
/**
 * Started as root, nginx runs its workers as another user (`nobody` unless told), who may not be able to
 * read a checkout in a private home folder: the builds' owner can.
 */
function workerUser() {
  if (options.user || process.getuid?.() !== 0) return options.user;
  const id = (...args) => execFileSync('id', args, { encoding: 'utf8' }).trim();
  const name = id('-nu', String(statSync(apps[0].root).uid));
  // nginx would take the group of the user's name, which not every system has.
  return `${name} ${id('-gn', name)}`;
}
const render = {
  apps,
  listen: options.listen ?? ['127.0.0.1', ...(loopback ? ['[::1]'] : [])],
  apiBaseUrl,
  apiUpstream: process.env.ATRIUM_API_UPSTREAM,
  user: workerUser(),
};
let current = writeConfig(prefix, render);

const server = spawn(nginx, nginxArgs(prefix), { stdio: ['ignore', 'inherit', 'inherit'] });

/** Renders again; reloads nginx when the configuration changed (a new registry or document). */
function reload(force = false) {
  const next = writeConfig(prefix, render);
  if (!force && next.text === current.text) return;
  watch(next.sources);
  current = next;
  server.kill('SIGHUP');
  console.log('nginx reloaded: the registry or a document changed');
}

// What nginx says in its error log (warnings and up: a reload it refused, say) is shown here too, so a
// failure under CI is explained in its output, not in a temporary folder removed on exit.
const errorLog = path.join(prefix, 'error.log');
let errorLogShown = 0;
watchFile(errorLog, { interval: 500 }, (stats) => {
  if (stats.size <= errorLogShown) return;
  const added = readFileSync(errorLog).subarray(errorLogShown, stats.size).toString('utf8').trim();
  errorLogShown = stats.size;
  if (added) console.log(added.replace(/^/gm, 'nginx: '));
});

let watched = [];
function watch(files) {
  // The same files: the watchers stay (re-creating one from its own callback could miss a change made
  // before the new one took its first look).
  if (files.length === watched.length && files.every((file, i) => file === watched[i])) return;
  for (const file of watched) unwatchFile(file);
  // Polled, not inotify: works on every file system, and sees a registry replaced by a rename too.
  for (const file of files) watchFile(file, { interval: 200 }, () => reload());
  watched = files;
}
watch(current.sources);
process.on('SIGHUP', () => reload(true));

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    // nginx's fast shutdown: open connections are closed, not waited for.
    server.kill('SIGTERM');
  });
}
server.on('exit', (code, signal) => {
  watch([]);
  unwatchFile(errorLog);
  rmSync(prefix, { recursive: true, force: true });
  if (stopping) process.exit(0);
  console.error(`nginx stopped (${signal ?? `exit code ${code}`})`);
  process.exit(code || 1);
});

for (const { name, port } of apps) console.log(`${name.padEnd(10)} http://localhost:${port}`);
console.log(`\nServed by nginx (Ctrl+C to stop); its configuration and logs are in ${prefix}`);
