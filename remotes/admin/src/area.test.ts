import type { AreaDefinition } from '@atrium/platform';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const area = (require('./area') as { default: AreaDefinition }).default;

// Translations, titles, icons and registry prefixes of every area are checked by the host's contract test.
describe('admin area contract', () => {
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
