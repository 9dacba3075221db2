/** @jest-environment node */
import { AREA_CONTRACT_VERSION } from './areaContract';
import { isCompatibleRuntime, validateArea } from './validateArea';

const RUNTIME = '2.9.2';
const load = async () => ({ default: () => null });

const wellFormed = () => ({
  name: 'chat',
  contractVersion: AREA_CONTRACT_VERSION,
  federationRuntime: RUNTIME,
  release: '1.0.0',
  subjects: ['Chat'],
  routes: [{ path: '/apps/chat', load, meta: { action: 'read', subject: 'Chat', fixedHeight: true } }],
  navigation: [
    { section: 'appsPages', order: 1, title: 'nav.chat', icon: 'messages', to: '/apps/chat' },
    {
      section: 'appsPages',
      order: 2,
      title: 'nav.group',
      icon: 'list',
      children: [{ title: 'nav.a', to: '/apps/chat/a' }],
    },
  ],
  translations: { en: { title: 'Chat' }, fr: { title: 'Discussion' }, ar: { title: 'محادثة' } },
});

const check = (value: unknown) => validateArea('chat', value, { federationRuntime: RUNTIME });

describe('validateArea', () => {
  it('accepts a well-formed contract, from the module or its default export', () => {
    expect(check(wellFormed()).problems).toEqual([]);
    const { area } = check({ default: wellFormed() });
    expect(area.routes).toHaveLength(1);
    expect(area.navigation).toHaveLength(2);
    expect(area.release).toBe('1.0.0');
  });

  it("keeps the shared packages' ranges a build stamps, and drops them when malformed", () => {
    const shared = { '@atrium/platform': '^1.0.0', react: '^19.2.0' };
    expect(check({ ...wellFormed(), shared }).area.shared).toEqual(shared);
    // A build made before ranges were stamped has none: nothing to check, nothing wrong.
    expect(check(wellFormed()).area.shared).toBeUndefined();
    const malformed = check({ ...wellFormed(), shared: { react: 19 } });
    expect(malformed.area.shared).toBeUndefined();
    expect(malformed.problems).toEqual(['shared package ranges dropped: not a map of ranges']);
  });

  it.each([
    ['no contract at all', null, /exports no contract/],
    ['a number', 42, /exports no contract/],
    ['another major version', { ...wellFormed(), contractVersion: '2.0.0' }, /contract version 2\.0\.0/],
    ['no version', { ...wellFormed(), contractVersion: undefined }, /contract version unknown/],
    ['a version that is not semver', { ...wellFormed(), contractVersion: 'one' }, /contract version one/],
    ['a newer federation runtime', { ...wellFormed(), federationRuntime: '2.10.0' }, /runtime 2\.10\.0/],
    ['another runtime major', { ...wellFormed(), federationRuntime: '3.0.0' }, /runtime 3\.0\.0/],
    ['no runtime stamp', { ...wellFormed(), federationRuntime: undefined }, /runtime unknown/],
    ['routes that are not a list', { ...wellFormed(), routes: {} }, /no name, routes or navigation/],
    ['navigation that is not a list', { ...wellFormed(), navigation: null }, /no name, routes or navigation/],
  ])('refuses %s', (_case, value, message) => {
    expect(() => check(value)).toThrow(message);
  });

  it('drops malformed routes, menu items and links, and says which and why', () => {
    const area = wellFormed();
    const { area: checked, problems } = check({
      ...area,
      routes: [
        ...area.routes,
        { path: 42, load },
        { path: '/apps/chat/x' },
        { path: 'relative', load },
        { path: '/apps/chat/y', load, meta: { layout: 'sideways' } },
        { path: '/apps/chat/z', load, meta: { subject: null } },
        { path: '/apps/chat/w', load, prefetch: 'the data' },
        null,
      ],
      navigation: [
        ...area.navigation,
        null,
        'chat',
        { section: 'nowhere', order: 3, title: 't', icon: 'i', to: '/x' },
        { section: 'appsPages', order: 4, title: 'no target', icon: 'i' },
        {
          section: 'appsPages',
          order: 5,
          title: 'bad links',
          icon: 'i',
          children: [null, 'x', { title: 1 }],
        },
        {
          section: 'appsPages',
          order: 6,
          title: 'some links',
          icon: 'i',
          children: [
            { title: 'ok', to: '/apps/chat/ok' },
            { title: 'bad', to: 'http://evil.example' },
          ],
        },
      ],
    });
    expect(checked.routes.map((r) => r.path)).toEqual(['/apps/chat']);
    expect(checked.navigation.map((n) => n.title)).toEqual(['nav.chat', 'nav.group', 'some links']);
    expect(checked.navigation[2].children).toEqual([{ title: 'ok', to: '/apps/chat/ok' }]);
    expect(problems).toHaveLength(7 + 4 + 1 + 3 + 1);
    expect(problems).toContain('navigation item #3 dropped (null)');
    expect(problems).toContain('navigation item "bad links" dropped: none of its links is valid');
  });

  it('keeps well-formed shortcuts, search entries and landing, and an older area without them', () => {
    const shortcut = {
      title: 'nav.chat',
      icon: 'message-circle',
      to: '/apps/chat',
      action: 'read',
      subject: 'Chat',
    };
    const entry = { ...shortcut, group: 'apps' };
    const { area, problems } = check({
      ...wellFormed(),
      shortcuts: [shortcut],
      searchEntries: [entry],
      landing: { client: '/apps/chat' },
    });
    expect(problems).toEqual([]);
    expect(area.subjects).toEqual(['Chat']);
    expect(area.shortcuts).toEqual([shortcut]);
    expect(area.searchEntries).toEqual([entry]);
    expect(area.landing).toEqual({ client: '/apps/chat' });

    const older = check({ ...wellFormed(), subjects: undefined });
    expect(older.problems).toEqual([]);
    expect(older.area).toMatchObject({ subjects: ['Chat'], shortcuts: [], searchEntries: [], landing: {} });
  });

  it('drops malformed shortcuts, search entries and landings, and says which and why', () => {
    const shortcut = { title: 'nav.chat', icon: 'message-circle', to: '/apps/chat' };
    const { area, problems } = check({
      ...wellFormed(),
      shortcuts: [shortcut, { ...shortcut, to: 'https://evil.example' }, { ...shortcut, icon: 3 }, null],
      searchEntries: [{ ...shortcut, group: 'apps' }, { ...shortcut, group: 'elsewhere' }, shortcut],
      landing: { admin: '/apps/chat', client: 'apps/chat', user: 42 },
    });
    expect(area.shortcuts).toEqual([shortcut]);
    expect(area.searchEntries).toEqual([{ ...shortcut, group: 'apps' }]);
    expect(area.landing).toEqual({ admin: '/apps/chat' });
    expect(problems).toHaveLength(3 + 2 + 2);
    expect(problems).toContain('shortcut #4 dropped (null)');
    expect(problems).toContain('landing of role "user" dropped (42)');

    const notLists = check({ ...wellFormed(), shortcuts: {}, searchEntries: 'x', landing: [] });
    expect(notLists.problems).toEqual([
      'shortcut list dropped: not a list',
      'search entry list dropped: not a list',
      'landing dropped: not an object',
    ]);
  });

  it('drops whatever names a subject the area does not declare', () => {
    const stranger = { action: 'read', subject: 'Invoice' };
    const area = wellFormed();
    const { area: checked, problems } = check({
      ...area,
      routes: [
        ...area.routes,
        { path: '/apps/chat/x', load, meta: stranger },
        { path: '/apps/chat/all', load, meta: { subject: 'all' } },
      ],
      navigation: [
        ...area.navigation,
        { section: 'appsPages', order: 3, title: 'nav.x', icon: 'mail', to: '/apps/chat/x', ...stranger },
        {
          section: 'appsPages',
          order: 4,
          title: 'nav.y',
          icon: 'mail',
          children: [
            { title: 'nav.y', to: '/apps/chat/y' },
            { title: 'nav.z', to: '/apps/chat/z', ...stranger },
          ],
        },
      ],
      shortcuts: [{ title: 's', icon: 'mail', to: '/apps/chat', ...stranger }],
      searchEntries: [{ group: 'popular', title: 's', icon: 'mail', to: '/apps/chat', ...stranger }],
    });
    expect(checked.routes.map((r) => r.path)).toEqual(['/apps/chat', '/apps/chat/all']);
    expect(checked.navigation.map((n) => n.title)).toEqual(['nav.chat', 'nav.group', 'nav.y']);
    expect(checked.navigation[2].children).toEqual([{ title: 'nav.y', to: '/apps/chat/y' }]);
    expect(checked.shortcuts).toEqual([]);
    expect(checked.searchEntries).toEqual([]);
    expect(problems).toEqual([
      'route #2 dropped (its subject "Invoice" is not one the area declares)',
      'navigation item #3 dropped (its subject "Invoice" is not one the area declares)',
      'link #2 of navigation item "nav.y" dropped (its subject "Invoice" is not one the area declares)',
      'shortcut #1 dropped (its subject "Invoice" is not one the area declares)',
      'search entry #1 dropped (its subject "Invoice" is not one the area declares)',
    ]);
    expect(check({ ...area, subjects: 'Chat' }).problems).toEqual(['subjects are not a list of strings']);
  });

  it('gives a language without strings an empty set, and says so', () => {
    const { area, problems } = check({ ...wellFormed(), translations: { en: { title: 'Chat' } } });
    expect(area.translations).toEqual({ en: { title: 'Chat' }, fr: {}, ar: {} });
    expect(problems).toEqual(['no fr translations', 'no ar translations']);
  });

  it('keeps a route with a prefetch (contract 1.4)', () => {
    const prefetch = () => {};
    const area = wellFormed();
    const { area: checked, problems } = check({
      ...area,
      routes: [...area.routes, { path: '/apps/chat/all', load, prefetch }],
    });
    expect(problems).toEqual([]);
    expect(checked.routes.find((r) => r.path === '/apps/chat/all')?.prefetch).toBe(prefetch);
  });

  it("keeps a menu entry's badge that asks this app's API (contract 1.4), and drops one that asks elsewhere", () => {
    const area = wellFormed();
    const entry = (order: number, countFrom: unknown) => ({
      section: 'appsPages',
      order,
      title: `nav.${order}`,
      icon: 'messages',
      to: '/apps/chat',
      badge: { countFrom, label: 'nav.unread' },
    });
    const { area: checked, problems } = check({
      ...area,
      navigation: [
        entry(3, '/api/apps/chat/unread'),
        entry(4, 'https://elsewhere.example/count'),
        entry(5, '/api//elsewhere.example'),
        entry(6, 42),
      ],
    });
    expect(checked.navigation.map((n) => n.title)).toEqual(['nav.3']);
    expect(checked.navigation[0].badge).toEqual({ countFrom: '/api/apps/chat/unread', label: 'nav.unread' });
    expect(problems).toHaveLength(3);
  });

  it('takes a loader per language (contract 1.3), and refuses anything else', () => {
    const fr = async () => ({ title: 'Discussion' });
    const { area, problems } = check({
      ...wellFormed(),
      translations: { en: { title: 'Chat' }, fr, ar: 'محادثة' },
    });
    expect(area.translations.fr).toBe(fr);
    expect(problems).toEqual(['no ar translations']);
  });
});

describe('isCompatibleRuntime', () => {
  it.each([
    ['2.9.2', '2.9.2', true],
    ['2.8.0', '2.9.2', true],
    ['2.9.9', '2.9.2', true],
    ['2.10.0', '2.9.2', false],
    ['1.9.0', '2.9.2', false],
    ['x', '2.9.2', false],
    [undefined, '2.9.2', false],
  ])('a remote built for %s on a host with %s: %s', (remote, host, expected) => {
    expect(isCompatibleRuntime(remote, host)).toBe(expected);
  });
});
