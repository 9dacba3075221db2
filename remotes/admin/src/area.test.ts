import type { AreaDefinition } from '@atrium/platform';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const area = (require('./area') as { default: AreaDefinition }).default;

// Translations, titles, icons and registry prefixes of every area are checked by the host's contract test.
describe('admin area contract', () => {
  it('guards the routes: demonstration pages by AclDemo, user data by User, others by the subject their calls need', () => {
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
    // Each screen needs read on the subject its calls need, so a role an admin makes can open it.
    const SUBJECT_OF: Record<string, string> = {
      '/apps/roles': 'Role',
      '/apps/permissions': 'Permission',
      '/apps/logistics/fleet': 'Vehicle',
      '/apps/logistics/dashboard': 'Vehicle',
      '/dashboards/logistics': 'Vehicle',
      '/dashboards/analytics': 'Analytics',
      '/dashboards/crm': 'Crm',
      '/pages/faq': 'Faq',
      '/tables/data-table': 'Datatable',
      '/tables/simple-table': 'Datatable',
    };
    for (const [path, subject] of Object.entries(SUBJECT_OF)) {
      expect([path, meta(path)]).toEqual([path, expect.objectContaining({ action: 'read', subject })]);
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
