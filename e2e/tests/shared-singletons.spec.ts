import { expect, test } from '../support/tenant';
import { login } from '../support/session';

interface Manifest {
  shared: { name: string }[];
}

test('language, ability and theme set in the host are seen by a remote; no shared library is downloaded twice', async ({
  page,
  context,
  request,
}) => {
  await login(page);
  // The document after login has finished loading; from here on one document: every script it asks for is recorded.
  await page.waitForLoadState('networkidle');
  const downloaded: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.js')) downloaded.push(r.url());
  });
  await page.goto('/apps/ecommerce/product/list');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Products');
  const deleteButtons = page.getByRole('button', { name: /^Delete / });
  await expect(deleteButtons.first()).toBeVisible();

  // Language: switched in the host's navbar, seen by the remote's page.
  await page.getByRole('button', { name: 'Language', exact: true }).click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  await expect(heading).toHaveText('Produits');
  await page.getByRole('button', { name: 'Langue', exact: true }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(heading).toHaveText('Products');

  // Theme: set in the host, the remote's styled components follow.
  const card = page.getByTestId('product-list-card');
  const lightBg = await card.evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.getByRole('button', { name: 'Theme', exact: true }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect.poll(() => card.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(lightBg);

  // Ability: rules changed (here from another tab of the same session) reach the remote's <Can>.
  const other = await context.newPage();
  await other.goto('/not-authorized');
  // The other tab takes the session's rules from the API before it renders: set ours after that, or
  // its answer (the admin's rules) would land after ours and undo them.
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  await other.evaluate(() =>
    localStorage.setItem('userAbilityRules', JSON.stringify([{ action: 'read', subject: 'Product' }])),
  );
  await other.close();
  await expect(deleteButtons).toHaveCount(0);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(11);
  await expect(heading).toHaveText('Products');

  // One copy of each shared library: for every library the host provides, the copy in use is the
  // host's; the remote's own copy (its fallback) was never loaded. The federation runtime's share scope
  // keeps, per library and version, the factory that was registered first (the host's, with the
  // loaded-first strategy) — its `from` names whichever app asked first, which after the shell preloads
  // an area's page may well be the remote. So a loaded copy is the host's when its factory is one the
  // host registered. (A library only remotes use, such as the data table, comes from the first remote
  // that needs it — once.)
  const hostManifest = (await (
    await request.get('http://localhost:3000/mf-manifest.json')
  ).json()) as Manifest;
  const hostProvides = hostManifest.shared.map((s) => s.name);
  const loadedFrom = await page.evaluate((libraries) => {
    interface Share {
      from: string;
      loaded?: boolean;
      get?: unknown;
    }
    interface Instance {
      options: { name: string; shared: Record<string, Share[]> };
      shareScopeMap: Record<string, Record<string, Record<string, Share>>>;
    }
    const instances =
      (globalThis as { __FEDERATION__?: { __INSTANCES__?: Instance[] } }).__FEDERATION__?.__INSTANCES__ ?? [];
    const host = instances.find((instance) => instance.options.name === 'atrium_host');
    const scope = host?.shareScopeMap.default ?? {};
    return libraries.map((lib) => {
      const hostFactories = (host?.options.shared[lib] ?? []).map((share) => share.get);
      return {
        lib,
        from: Object.values(scope[lib] ?? {})
          .filter((version) => version.loaded)
          .map((version) => (hostFactories.includes(version.get) ? 'atrium_host' : version.from)),
      };
    });
  }, hostProvides);
  expect(loadedFrom.filter(({ from }) => from.length > 0).length).toBeGreaterThan(5);
  const fromElsewhere = loadedFrom.filter(({ from }) => from.some((app) => app !== 'atrium_host'));
  expect(fromElsewhere, 'shared libraries loaded from a remote although the host provides them').toEqual([]);
  expect(new Set(downloaded).size).toBe(downloaded.length);
});
