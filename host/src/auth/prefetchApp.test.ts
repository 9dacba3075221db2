import { appStartupScripts, prefetchScripts } from './prefetchApp';

const INDEX_HTML =
  '<!doctype html><html><head><script>inline()</script><script defer src="/main.1a2b3c4d.js"></script></head></html>';
const MANIFEST = JSON.stringify({
  shared: [
    { name: 'react-dom', assets: { js: { sync: ['4275.25fdf5e3.js', '8470.a9ca6f76.js'] } } },
    { name: 'react-router', assets: { js: { sync: ['4173.c1ac0162.js', '8470.a9ca6f76.js'] } } },
    { name: '@atrium/contracts', assets: { js: { sync: ['564.c28b5f9b.js'] } } },
    { name: 'odd', assets: { js: { sync: ['https://elsewhere.example/x.js'] } } },
    { name: 'empty' },
  ],
});

const files = (files: Record<string, string>) => async (url: string) => {
  if (!(url in files)) throw new Error(`${url}: 404`);
  return files[url];
};

test("the app's entry and the shared libraries it starts with, once each, on this origin", async () => {
  const urls = await appStartupScripts(
    files({ '/': INDEX_HTML, '/mf-manifest.json': MANIFEST }),
    'http://localhost:3000',
  );
  expect(urls).toEqual([
    'http://localhost:3000/main.1a2b3c4d.js',
    'http://localhost:3000/4275.25fdf5e3.js',
    'http://localhost:3000/8470.a9ca6f76.js',
    'http://localhost:3000/4173.c1ac0162.js',
  ]);
});

test('fails (and so prefetches nothing) when the manifest cannot be read', async () => {
  await expect(appStartupScripts(files({ '/': INDEX_HTML }), 'http://localhost:3000')).rejects.toThrow('404');
  await expect(
    appStartupScripts(files({ '/': INDEX_HTML, '/mf-manifest.json': '<html>' }), 'http://localhost:3000'),
  ).rejects.toThrow();
});

test('adds one low-priority prefetch link per script', () => {
  prefetchScripts(['http://localhost/a.js', 'http://localhost/b.js']);
  const links = [...document.head.querySelectorAll('link[rel="prefetch"]')] as HTMLLinkElement[];
  expect(links.map((l) => [l.href, l.as])).toEqual([
    ['http://localhost/a.js', 'script'],
    ['http://localhost/b.js', 'script'],
  ]);
});
