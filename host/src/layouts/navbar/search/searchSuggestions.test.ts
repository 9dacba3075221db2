/** @jest-environment node */
import type { AreaState } from '../../../federation/areaStore';
import type { Registry } from '../../../federation/registry';
import { stampedArea } from '../../../testing/stampedArea';
import { searchSuggestions, visibleGroups } from './searchSuggestions';

describe('visibleGroups', () => {
  const groups = [
    {
      title: 'A',
      category: 'dashboards' as const,
      children: Array.from({ length: 7 }, (_, i) => ({ title: `a${i}`, icon: 'x', url: `/a/${i}` })),
    },
    { title: 'B', category: 'appsPages' as const, children: [{ title: 'b', icon: 'x', url: '/secret' }] },
  ];

  it('caps each group at 5', () => {
    expect(visibleGroups(groups, () => true)[0].children).toHaveLength(5);
  });

  it('drops the screens the user may not open, and groups left empty', () => {
    const result = visibleGroups(groups, (url) => url !== '/secret');
    expect(result.map((g) => g.title)).toEqual(['A']);
  });
});

describe('searchSuggestions', () => {
  const registry: Registry = {
    version: 1,
    remotes: [
      { name: 'chat', manifest: 'http://x/m.json', routes: ['/apps/chat'] },
      { name: 'admin', manifest: 'http://y/m.json', routes: ['/apps/user'] },
      { name: 'email', manifest: 'http://z/m.json', routes: ['/apps/email'] },
    ],
  };
  const base = { routes: [], navigation: [], translations: { en: {}, fr: {}, ar: {} } };
  const states = new Map<string, AreaState>([
    [
      'admin',
      {
        status: 'ready',
        area: stampedArea({
          ...base,
          name: 'admin',
          searchEntries: [
            {
              group: 'popular',
              title: 'users.title',
              icon: 'users',
              to: '/apps/user/list',
              action: 'read',
              subject: 'User',
            },
            {
              group: 'apps',
              title: 'nav.dashboard',
              icon: 'smart-home',
              to: '/apps/user/dashboard',
              action: 'read',
              subject: 'AclDemo',
            },
          ],
        }),
      },
    ],
    [
      'chat',
      {
        status: 'ready',
        area: stampedArea({
          ...base,
          name: 'chat',
          searchEntries: [
            {
              group: 'apps',
              title: 'nav.chat',
              icon: 'message-circle',
              to: '/apps/chat',
              action: 'read',
              subject: 'Chat',
            },
          ],
        }),
      },
    ],
    ['email', { status: 'loading' }],
  ]);
  const translate = (ns: string, key: string) => `${ns}:${key}`;

  it('groups the loaded areas’ entries, in registry order, titled in each area’s namespace', () => {
    expect(searchSuggestions(registry, states, () => true, translate)).toEqual([
      {
        title: 'popular',
        category: 'appsPages',
        children: [{ title: 'admin:users.title', icon: 'users', url: '/apps/user/list' }],
      },
      {
        title: 'apps',
        category: 'appsPages',
        children: [
          { title: 'chat:nav.chat', icon: 'message-circle', url: '/apps/chat' },
          { title: 'admin:nav.dashboard', icon: 'smart-home', url: '/apps/user/dashboard' },
        ],
      },
    ]);
  });

  it('offers only the entries the ability allows, and no empty group', () => {
    const groups = searchSuggestions(registry, states, (t) => t.subject === 'AclDemo', translate);
    expect(groups.map((g) => [g.title, g.children.map((c) => c.url)])).toEqual([
      ['apps', ['/apps/user/dashboard']],
    ]);
  });
});
