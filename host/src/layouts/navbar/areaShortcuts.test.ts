/** @jest-environment node */
import type { AreaState } from '../../federation/areaStore';
import type { Registry } from '../../federation/registry';
import { stampedArea } from '../../testing/stampedArea';
import { areaShortcuts } from './areaShortcuts';

const registry: Registry = {
  version: 1,
  remotes: [
    { name: 'chat', manifest: 'http://x/m.json', routes: ['/apps/chat'] },
    { name: 'admin', manifest: 'http://y/m.json', routes: ['/apps/user'] },
    { name: 'email', manifest: 'http://z/m.json', routes: ['/apps/email'] },
  ],
};
const ready = (area: Parameters<typeof stampedArea>[0]): AreaState => ({
  status: 'ready',
  area: stampedArea(area),
});
const base = { routes: [], navigation: [], translations: { en: {}, fr: {}, ar: {} } };

describe('areaShortcuts', () => {
  const states = new Map<string, AreaState>([
    [
      'admin',
      ready({
        ...base,
        name: 'admin',
        shortcuts: [
          { title: 'nav.users', icon: 'users', to: '/apps/user/list', action: 'read', subject: 'User' },
        ],
      }),
    ],
    [
      'chat',
      ready({
        ...base,
        name: 'chat',
        shortcuts: [
          { title: 'nav.chat', icon: 'message-circle', to: '/apps/chat', action: 'read', subject: 'Chat' },
        ],
      }),
    ],
    ['email', { status: 'loading' }],
  ]);

  it('lists the loaded areas’ shortcuts in registry order, titled in the area’s namespace', () => {
    expect(areaShortcuts(registry, states, () => true)).toEqual([
      { key: 'chat:/apps/chat', ns: 'chat', title: 'nav.chat', icon: 'message-circle', to: '/apps/chat' },
      { key: 'admin:/apps/user/list', ns: 'admin', title: 'nav.users', icon: 'users', to: '/apps/user/list' },
    ]);
  });

  it('offers only the shortcuts the ability allows', () => {
    const shortcuts = areaShortcuts(registry, states, (target) => target.subject === 'Chat');
    expect(shortcuts.map((s) => s.to)).toEqual(['/apps/chat']);
  });
});
