import { createMongoAbility } from '@casl/ability';
import type { AppAbility } from '@atrium/platform';
import { decideAccess, rootRedirect } from './guard';

const admin = createMongoAbility<AppAbility>([{ action: 'manage', subject: 'all' }]);
const client = createMongoAbility<AppAbility>([{ action: 'read', subject: 'AclDemo' }]);
const nobody = createMongoAbility<AppAbility>([]);

describe('decideAccess', () => {
  it('opens public routes to everyone', () => {
    expect(decideAccess({ public: true }, { loggedIn: false, ability: nobody, path: '/x' })).toEqual({
      type: 'allow',
    });
  });

  it('sends a logged-in visitor away from unauthenticated-only routes', () => {
    expect(
      decideAccess({ unauthenticatedOnly: true }, { loggedIn: true, ability: admin, path: '/login' }),
    ).toEqual({
      type: 'redirect',
      to: '/',
    });
    expect(
      decideAccess({ unauthenticatedOnly: true }, { loggedIn: false, ability: nobody, path: '/login' }),
    ).toEqual({
      type: 'allow',
    });
  });

  it('sends a logged-out visitor to login with the target path', () => {
    expect(
      decideAccess(
        { action: 'read', subject: 'AclDemo' },
        { loggedIn: false, ability: nobody, path: '/apps/x?a=1' },
      ),
    ).toEqual({ type: 'redirect', to: '/login?to=%2Fapps%2Fx%3Fa%3D1' });
  });

  it('sends a denied user to not-authorized; a route without ability needs manage all', () => {
    expect(
      decideAccess(undefined, { loggedIn: true, ability: client, path: '/apps/ecommerce/product/list' }),
    ).toEqual({
      type: 'redirect',
      to: '/not-authorized',
    });
    expect(
      decideAccess({ action: 'read', subject: 'AclDemo' }, { loggedIn: true, ability: client, path: '/' }),
    ).toEqual({
      type: 'allow',
    });
    expect(decideAccess(undefined, { loggedIn: true, ability: admin, path: '/x' })).toEqual({
      type: 'allow',
    });
  });
});

describe('rootRedirect', () => {
  it('routes by role and keeps the query string for login', () => {
    expect(rootRedirect('admin', '')).toBe('/apps/user/list');
    expect(rootRedirect('user', '')).toBe('/apps/user/dashboard');
    expect(rootRedirect('client', '')).toBe('/apps/user/dashboard');
    expect(rootRedirect(undefined, '?a=1')).toBe('/login?a=1');
  });
});
