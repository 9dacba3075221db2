/** @jest-environment node */
import { createMongoAbility } from '@casl/ability';
import type { AppAbility } from '@atrium/platform';
import { decideAccess, rootRedirect } from './guard';
import type { AreaState } from '../federation/areaStore';
import type { Registry } from '../federation/registry';
import { stampedArea } from '../testing/stampedArea';

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
  const registry: Registry = {
    version: 1,
    remotes: [
      { name: 'chat', manifest: 'http://x/m.json', routes: ['/apps/chat'] },
      { name: 'admin', manifest: 'http://y/m.json', routes: ['/apps/user'] },
    ],
  };
  const area = (name: string, landing: Record<string, string>): AreaState => ({
    status: 'ready',
    area: stampedArea({
      name,
      routes: [],
      navigation: [],
      landing,
      translations: { en: {}, fr: {}, ar: {} },
    }),
  });
  const admin = area('admin', { admin: '/apps/user/list', client: '/apps/user/dashboard' });

  it('sends a visitor who is not signed in to login, keeping the query string', () => {
    expect(rootRedirect(undefined, '?a=1', registry, new Map())).toBe('/login?a=1');
  });

  it('sends a role to the landing its areas declare, once the areas before have answered', () => {
    const states = new Map([
      ['chat', area('chat', {})],
      ['admin', admin],
    ]);
    expect(rootRedirect('admin', '', registry, states)).toBe('/apps/user/list');
    expect(rootRedirect('client', '', registry, states)).toBe('/apps/user/dashboard');
    expect(
      rootRedirect(
        'client',
        '',
        registry,
        new Map([
          ['chat', { status: 'loading' }],
          ['admin', admin],
        ]),
      ),
    ).toBeNull();
    expect(rootRedirect('client', '', registry, new Map([['chat', { status: 'idle' }]]))).toBeNull();
  });

  it('sends a role no area lands to the first navigation link its rules allow', () => {
    const invoice: AreaState = {
      status: 'ready',
      area: stampedArea({
        name: 'chat',
        routes: [],
        navigation: [
          {
            section: 'appsPages',
            order: 1,
            icon: 'message-circle',
            title: 'Chat',
            to: '/apps/chat',
            action: 'read',
            subject: 'Chat',
          },
          {
            section: 'appsPages',
            order: 2,
            icon: 'file-dollar',
            title: 'Invoice',
            children: [
              { title: 'Add', to: '/apps/invoice/add', action: 'create', subject: 'Invoice' },
              { title: 'List', to: '/apps/invoice/list', action: 'read', subject: 'Invoice' },
            ],
            action: 'read',
            subject: 'Invoice',
          },
        ],
        translations: { en: {}, fr: {}, ar: {} },
      }),
    };
    const states = new Map([
      ['chat', invoice],
      ['admin', admin],
    ]);
    const support = createMongoAbility<AppAbility>([{ action: 'read', subject: 'Invoice' }]);
    expect(rootRedirect('Support', '', registry, states, support)).toBe('/apps/invoice/list');
    expect(rootRedirect('Support', '', registry, states, createMongoAbility<AppAbility>([]))).toBe(
      '/not-authorized',
    );
  });

  it('passes over an area that failed, and sends a role no area lands to not-authorized', () => {
    const failed: AreaState = { status: 'error', error: new Error('down') };
    expect(
      rootRedirect(
        'admin',
        '',
        registry,
        new Map([
          ['chat', failed],
          ['admin', admin],
        ]),
      ),
    ).toBe('/apps/user/list');
    expect(
      rootRedirect(
        'auditor',
        '',
        registry,
        new Map([
          ['chat', failed],
          ['admin', admin],
        ]),
      ),
    ).toBe('/not-authorized');
    expect(
      rootRedirect(
        'constructor',
        '',
        registry,
        new Map([
          ['chat', failed],
          ['admin', admin],
        ]),
      ),
    ).toBe('/not-authorized');
  });
});
