import { AREA_CONTRACT_VERSION } from './areaContract';
import { isCompatibleRuntime, validateArea } from './validateArea';

const RUNTIME = '2.9.2';
const load = async () => ({ default: () => null });

const wellFormed = () => ({
  name: 'chat',
  contractVersion: AREA_CONTRACT_VERSION,
  federationRuntime: RUNTIME,
  release: '1.0.0',
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
    expect(problems).toHaveLength(6 + 4 + 1 + 3 + 1);
    expect(problems).toContain('navigation item #3 dropped (null)');
    expect(problems).toContain('navigation item "bad links" dropped: none of its links is valid');
  });

  it('gives a language without strings an empty set, and says so', () => {
    const { area, problems } = check({ ...wellFormed(), translations: { en: { title: 'Chat' } } });
    expect(area.translations).toEqual({ en: { title: 'Chat' }, fr: {}, ar: {} });
    expect(problems).toEqual(['no fr translations', 'no ar translations']);
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
