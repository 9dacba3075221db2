import type { AreaDefinition } from '@atrium/platform';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import ar from './i18n/ar.json';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const area = (require('./area') as { default: AreaDefinition }).default;

type Tree = { [key: string]: string | Tree };
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every leaf key, plural forms folded into their base key. */
function keys(tree: Tree, prefix = ''): Set<string> {
  const out = new Set<string>();
  for (const [k, v] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.add(path.replace(PLURAL, ''));
    else keys(v, path).forEach((p) => out.add(p));
  }
  return out;
}

const languages = { en: keys(en as Tree), fr: keys(fr as Tree), ar: keys(ar as Tree) };

describe('admin area contract', () => {
  it('has the same strings in English, French and Arabic', () => {
    const missing = (lang: 'fr' | 'ar') => [...languages.en].filter((k) => !languages[lang].has(k));
    expect(missing('fr')).toEqual([]);
    expect(missing('ar')).toEqual([]);
    expect([...languages.fr].filter((k) => !languages.en.has(k))).toEqual([]);
    expect([...languages.ar].filter((k) => !languages.en.has(k))).toEqual([]);
  });

  it('gives every route and navigation entry a translated title', () => {
    const titles = [
      ...area.routes.map((r) => r.meta?.title),
      ...area.navigation.flatMap((n) => [n.title, ...(n.children ?? []).map((c) => c.title)]),
    ];
    for (const title of titles) {
      expect(title && languages.en.has(title) ? title : `missing: ${title}`).toBe(title);
    }
  });

  it('guards the routes: demonstration pages by AclDemo, user data by User, the subject the API checks', () => {
    const meta = (path: string) => area.routes.find((r) => r.path === path)?.meta;
    for (const path of [
      '/pages/account-settings/:tab',
      '/pages/pricing',
      '/pages/user-profile/:tab',
      '/apps/user/dashboard',
      '/access-control',
    ]) {
      expect(meta(path)).toMatchObject({ action: 'read', subject: 'AclDemo' });
    }
    for (const path of ['/apps/user/list', '/apps/user/view/:id']) {
      expect(meta(path)).toMatchObject({ action: 'read', subject: 'User' });
    }
    for (const path of [
      '/apps/roles',
      '/apps/permissions',
      '/apps/logistics/fleet',
      '/apps/logistics/dashboard',
      '/dashboards/logistics',
      '/dashboards/analytics',
      '/dashboards/crm',
      '/pages/faq',
      '/tables/data-table',
      '/tables/simple-table',
    ]) {
      expect(meta(path)).toBeDefined();
      expect(meta(path)?.action).toBeUndefined();
      expect(meta(path)?.subject).toBeUndefined();
    }
    expect(meta('/apps/logistics/fleet')?.fixedHeight).toBe(true);
    expect(meta('/pages/account-settings/:tab')?.navActiveLink).toBe('/pages/account-settings/account');
  });

  it('loads every page lazily as a component', async () => {
    for (const route of area.routes) {
      const mod = await route.load();
      expect(typeof mod.default).toBe('function');
    }
  });
});
