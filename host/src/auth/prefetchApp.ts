/**
 * While someone signs in, the browser fetches the app's start-up scripts at low priority, so the app
 * document that follows the login starts from the cache. Which scripts: the app page's own (its
 * entry) and the chunks of the libraries the host provides to the areas, from its mf-manifest.json.
 */

export type FetchText = (url: string) => Promise<string>;

interface HostManifest {
  shared?: { name: string; assets?: { js?: { sync?: string[] } } }[];
}

/** Libraries the shell itself does not start with (the areas' API schemas): left for later. */
const NOT_AT_START = new Set(['@atrium/contracts']);

const fetchText: FetchText = async (url) => {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
};

/** The app's start-up scripts, as absolute URLs on this origin. */
export async function appStartupScripts(get: FetchText = fetchText, origin = window.location.origin) {
  const [html, manifestText] = await Promise.all([get('/'), get('/mf-manifest.json')]);
  const entry = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g)].map((m) => m[1]);
  const manifest = JSON.parse(manifestText) as HostManifest;
  const shared = (manifest.shared ?? [])
    .filter((lib) => !NOT_AT_START.has(lib.name))
    .flatMap((lib) => lib.assets?.js?.sync ?? []);
  const urls = [...entry, ...shared].map((file) => new URL(file, `${origin}/`));
  return [...new Set(urls.filter((url) => url.origin === origin).map((url) => url.href))];
}

/** Adds a low-priority prefetch hint for each script. */
export function prefetchScripts(urls: string[], doc: Document = document) {
  for (const href of urls) {
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.href = href;
    doc.head.append(link);
  }
}

/** Once the login page is idle: a failure only means the app loads as it would have anyway. */
export function prefetchAppWhenIdle(get: FetchText = fetchText) {
  const run = () =>
    appStartupScripts(get)
      .then((urls) => prefetchScripts(urls))
      .catch(() => {});
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1000);
}
