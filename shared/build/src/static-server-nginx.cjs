// Renders the nginx configuration of deploy/nginx for a set of builds: the same rules as the Node static
// server (static-server-rules.cjs) and the same Content-Security-Policy per document, computed by the same
// code (static-server-csp.cjs) from each build's registry and documents at the time of rendering. nginx
// cannot compute a policy per request, so a new registry or document means rendering again and reloading.
const fs = require('node:fs');
const path = require('node:path');
const { createDocumentPolicy } = require('./static-server-csp.cjs');
const rules = require('./static-server-rules.cjs');

const TEMPLATES = path.resolve(__dirname, '../../../deploy/nginx');

/** `{{NAME}}` → values.NAME; a placeholder without a value is a mistake in the template. */
function fill(templateName, values) {
  const template = fs.readFileSync(path.join(TEMPLATES, templateName), 'utf8');
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`${templateName}: no value for {{${name}}}`);
    return values[name];
  });
}

/**
 * A value placed between double quotes in the configuration. nginx would read `$` as a variable and `"`
 * or `\` as the end of the string or an escape; nothing Atrium renders (origins, hashes, paths) has them.
 */
function quotable(value) {
  if (/["$\\\n\r]/.test(value)) throw new Error(`Cannot be written into nginx's configuration: ${value}`);
  return value;
}

/**
 * A JavaScript expression as a quoted nginx regex. Between quotes nginx turns `\t`, `\n`, `\r`, `\"`,
 * `\'` and `\\` into other characters and keeps every other escape (`\.`, `\w`) for PCRE.
 */
function regexOf(expression) {
  if (/\\[nrt"'\\]|"/.test(expression.source))
    throw new Error(`Cannot be written into nginx's configuration: ${expression}`);
  return expression.source;
}
/** As a `map` key: `~`, or `~*` when case-insensitive. */
const mapRegexOf = (expression) => `${expression.flags.includes('i') ? '~*' : '~'}${regexOf(expression)}`;

/** The HTML documents of a build, as request paths (`/index.html`, `/login/index.html`). */
function documentsOf(root, dir = root) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : documentsOf(root, file);
      return /\.html$/.test(entry.name) ? [`/${path.relative(root, file).split(path.sep).join('/')}`] : [];
    })
    .sort();
}

/**
 * The host's standalone pages: the folders with a document of their own (`login`,
 * `front-pages/help-center/article`), the deepest first, so a path goes to the nearest one above it.
 */
const standalonePagesOf = (documents) =>
  documents
    .map((uri) => /^\/([\w-]+(?:\/[\w-]+)*)\/index\.html$/.exec(uri)?.[1])
    .filter(Boolean)
    .sort((a, b) => b.split('/').length - a.split('/').length || a.localeCompare(b));

/** `name` or `name group`, as the `user` directive takes them. */
function userOf(user) {
  if (!/^[\w.-]+( [\w.-]+)?$/.test(user)) throw new Error(`Not a user (and group) nginx can use: ${user}`);
  return user;
}

const listenLines = (listen, port) =>
  listen.map((address) => `  listen ${address === '*' ? '' : `${address}:`}${port};`).join('\n');

/**
 * @param {{
 *   prefix: string,
 *   apps: { name: string, root: string, port: number }[],
 *   listen?: string[],
 *   apiBaseUrl?: string,
 *   apiUpstream?: string,
 *   user?: string,
 * }} options
 *   `prefix`: the folder the files are written to (absolute; logs and temporary files go there too);
 *   `apps`: 'host' and/or areas, each with its build folder and port; `listen`: addresses to listen on
 *   (`*` for all, `127.0.0.1`, `[::1]`); `apiBaseUrl`: the API origin documents may connect to; `apiUpstream`: the
 *   API server(s) the host's `/api/` is forwarded to, origins separated by commas (http://127.0.0.1:3100 by
 *   default);
 *   `user`: who nginx's workers run as, when it is started as root.
 * @returns {{ files: Record<string, string>, sources: string[] }} the files to write into `prefix` by
 *   relative name, and the files their content was computed from (registries, documents)
 */
function renderNginxConfig({
  prefix,
  apps,
  listen = ['*'],
  apiBaseUrl,
  apiUpstream = 'http://127.0.0.1:3100',
  user,
}) {
  // One API server, or several over one database: origins separated by commas.
  const apiServers = apiUpstream.split(',').map((origin) => origin.trim());
  for (const origin of apiServers)
    if (!/^http:\/\/[\w.-]+(:\d+)?$/.test(origin))
      throw new Error(`An API upstream must be an http:// origin, got ${origin}`);
  const sources = [];
  const files = {};
  for (const { name, root: dir, port } of apps) {
    if (!/^[a-z][a-z0-9]*$/.test(name)) throw new Error(`Not an app name nginx can use: ${name}`);
    const root = path.resolve(dir);
    const registryFile = path.join(root, 'remotes.json');
    const policyOf = createDocumentPolicy({ registryFile, apiBaseUrl });
    const documents = documentsOf(root);
    sources.push(registryFile, ...documents.map((uri) => path.join(root, uri)));
    const policies = [
      ...documents.map((uri) => [quotable(uri), policyOf(path.join(root, uri))]),
      // A document added after rendering: no inline script may run.
      [mapRegexOf(/\.html$/), policyOf(null)],
    ];
    const values = {
      APP: name,
      PORT: String(port),
      LISTEN: listenLines(listen, port),
      ROOT: quotable(root),
      DOCUMENT_POLICIES: policies.map(([key, policy]) => `  "${key}" "${quotable(policy)}";`).join('\n'),
      SOURCE_MAPS: regexOf(rules.SOURCE_MAPS),
      DOT_FILES: regexOf(rules.DOT_FILES),
      FILE_PATHS: regexOf(rules.FILE_PATHS),
      PAGE_REWRITES: standalonePagesOf(documents)
        .map((page) => `    rewrite "^/(${page})(/|$)" /$1/index.html last;`)
        .join('\n'),
    };
    files[`apps/${name}.conf`] = fill(
      name === 'host' ? 'host.conf.template' : 'remote.conf.template',
      values,
    );
  }
  files['atrium-http.conf'] = fill('atrium-http.conf.template', {
    LIVE_FILES: mapRegexOf(rules.LIVE_FILES),
    HASHED_FILES: mapRegexOf(rules.HASHED_FILES),
    STABLE_FILES: mapRegexOf(rules.STABLE_FILES),
    CACHE_LIVE: rules.CACHE_CONTROL.live,
    CACHE_HASHED: rules.CACHE_CONTROL.hashed,
    CACHE_STABLE: rules.CACHE_CONTROL.stable,
    API_SERVERS: apiServers.map((origin) => `  server ${origin.replace('http://', '')};`).join('\n'),
  });
  files['nginx.conf'] = fill('nginx.conf.template', {
    PREFIX: quotable(prefix),
    USER: user ? `user ${userOf(user)};` : '',
    INCLUDES: apps.map(({ name }) => `  include "${prefix}/apps/${name}.conf";`).join('\n'),
  });
  return { files, sources };
}

module.exports = { renderNginxConfig, documentsOf };
