/** @jest-environment node */
import { createMongoAbility } from '@casl/ability';
import { canAccess, type AppAbility } from '@atrium/platform';
import { buildNavigation } from './buildNavigation';
import type { AreaState } from '../../federation/areaStore';
import { parseRegistry } from '../../federation/registry';
import { stampedArea } from '../../testing/stampedArea';

const registry = parseRegistry(
  {
    version: 1,
    remotes: [
      { name: 'ecommerce', manifest: 'http://x/m.json', routes: ['/apps/ecommerce'] },
      { name: 'admin', manifest: 'http://y/m.json', routes: ['/apps/user'] },
      { name: 'chat', manifest: 'http://z/m.json', routes: ['/apps/chat'] },
    ],
  },
  'http://localhost/',
);

const load = async () => ({ default: () => null });
const ecommerce = stampedArea({
  name: 'ecommerce',
  routes: [],
  translations: { en: {}, fr: {}, ar: {} },
  navigation: [
    {
      section: 'appsPages',
      order: 20,
      title: 'nav.ecommerce',
      icon: 'shopping-cart',
      children: [{ title: 'p', to: '/apps/ecommerce/product/list' }],
    },
    { section: 'dashboards', order: 3, title: 'nav.dash', icon: 'chart-bar', to: '/dashboards/ecommerce' },
  ],
});
const admin = stampedArea({
  name: 'admin',
  routes: [{ path: '/apps/user/list', load }],
  translations: { en: {}, fr: {}, ar: {} },
  navigation: [
    {
      section: 'appsPages',
      order: 10,
      title: 'nav.users',
      icon: 'user',
      children: [
        { title: 'list', to: '/apps/user/list' },
        { title: 'dashboard', to: '/apps/user/dashboard', action: 'read', subject: 'AclDemo' },
      ],
    },
  ],
});

const states = new Map<string, AreaState>([
  ['ecommerce', { status: 'ready', area: ecommerce }],
  ['admin', { status: 'ready', area: admin }],
  ['chat', { status: 'error', error: new Error('down') }],
]);

const can = (ability: AppAbility) => (t: Parameters<typeof canAccess>[0]) => canAccess(t, ability);

describe('buildNavigation', () => {
  it('gives an admin every section in order, items sorted, unavailable areas marked', () => {
    const admin = createMongoAbility<AppAbility>([{ action: 'manage', subject: 'all' }]);
    const nav = buildNavigation(registry, states, can(admin));
    expect(nav.map((s) => s.section)).toEqual(['dashboards', 'appsPages']);
    expect(nav[1].items.map((i) => i.title)).toEqual(['nav.users', 'nav.ecommerce', 'areas.chat']);
    expect(nav[1].items[2]).toMatchObject({ unavailable: true, to: '/apps/chat' });
  });

  it('shows a client only what it may read, and hides empty groups and sections', () => {
    const client = createMongoAbility<AppAbility>([{ action: 'read', subject: 'AclDemo' }]);
    const nav = buildNavigation(registry, states, can(client));
    expect(nav.map((s) => s.section)).toEqual(['appsPages']);
    const users = nav[0].items.find((i) => i.title === 'nav.users');
    expect(users?.children?.map((c) => c.to)).toEqual(['/apps/user/dashboard']);
    expect(nav[0].items.find((i) => i.title === 'nav.ecommerce')).toBeUndefined();
  });
});
