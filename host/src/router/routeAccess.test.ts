/** @jest-environment node */
import { createMongoAbility } from '@casl/ability';
import { type AppAbility } from '@atrium/platform';
import { mayOpen } from './routeAccess';
import type { AreaState } from '../federation/areaStore';
import type { Registry } from '../federation/registry';
import { stampedArea } from '../testing/stampedArea';

const registry: Registry = {
  version: 1,
  remotes: [
    { name: 'ecommerce', manifest: 'http://x/mf-manifest.json', routes: ['/apps/ecommerce'] },
    { name: 'admin', manifest: 'http://y/mf-manifest.json', routes: ['/apps/user'] },
  ],
};
const page = () => Promise.resolve({ default: () => null });
const ecommerce = stampedArea({
  name: 'ecommerce',
  routes: [
    { path: '/apps/ecommerce/product/list', load: page, meta: { action: 'read', subject: 'Product' } },
  ],
  navigation: [],
  translations: { en: {}, fr: {}, ar: {} },
});
const states = new Map<string, AreaState>([
  ['ecommerce', { status: 'ready', area: ecommerce }],
  ['admin', { status: 'loading' }],
]);
const client = createMongoAbility([{ action: 'read', subject: 'AclDemo' }]) as AppAbility;
const admin = createMongoAbility([{ action: 'manage', subject: 'all' }]) as AppAbility;

describe('mayOpen', () => {
  it('follows the route ability of a loaded area', () => {
    expect(mayOpen('/apps/ecommerce/product/list?q=x', registry, states, admin)).toBe(true);
    expect(mayOpen('/apps/ecommerce/product/list', registry, states, client)).toBe(false);
  });

  it('leaves host screens and areas not loaded yet to the guard', () => {
    expect(mayOpen('/login', registry, states, client, ['/login', '/pages/misc/not-found/*'])).toBe(true);
    expect(mayOpen('/pages/misc/not-found/x', registry, states, client, ['/pages/misc/not-found/*'])).toBe(
      true,
    );
    expect(mayOpen('/apps/user/list', registry, states, client)).toBe(true);
  });

  it('offers no path that no screen answers', () => {
    expect(mayOpen('/forms/date-time-picker', registry, states, admin, ['/login'])).toBe(false);
    expect(mayOpen('/apps/ecommerce/no-such-screen', registry, states, admin)).toBe(false);
  });
});
