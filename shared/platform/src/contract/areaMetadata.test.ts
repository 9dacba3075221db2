import { AREA_CONTRACT_VERSION, type AreaDefinition } from './areaContract';
import { describeArea, pickStrings, validateAreaMetadata } from './areaMetadata';

const RUNTIME = '2.9.2';
const load = async () => ({ default: () => null });

const area: AreaDefinition = {
  name: 'chat',
  contractVersion: AREA_CONTRACT_VERSION,
  federationRuntime: RUNTIME,
  release: '1.0.0',
  subjects: ['Chat'],
  routes: [{ path: '/apps/chat', load, meta: { action: 'read', subject: 'Chat', title: 'page.title' } }],
  navigation: [
    {
      section: 'appsPages',
      order: 1,
      title: 'nav.group',
      icon: 'users',
      children: [{ title: 'nav.inbox', to: '/apps/chat' }],
    },
  ],
  shortcuts: [{ title: 'nav.inbox', icon: 'users', to: '/apps/chat' }],
  searchEntries: [{ group: 'apps', title: 'search.chat', icon: 'users', to: '/apps/chat' }],
  landing: { client: '/apps/chat' },
  translations: { en: {}, fr: {}, ar: {} },
};

const bundle = {
  nav: { group: 'Chat', inbox: 'Inbox', unused: 'Not in the menu' },
  page: { title: 'Chat', body: 'A long page text the menu never shows' },
  search: { chat: 'Chat app' },
  subjects: { Chat: 'Conversations', Other: 'Not this area' },
  messages_one: '{{count}} message',
  messages_other: '{{count}} messages',
};

const check = (value: unknown, language: 'en' | 'fr' = 'en') =>
  validateAreaMetadata('chat', value, { federationRuntime: RUNTIME, language });
const roundTrip = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe('describeArea', () => {
  it('keeps the outline without code, titles as text, and only the strings the shell shows', () => {
    const document = describeArea(area, 'en', bundle);
    expect(document).not.toHaveProperty('translations');
    expect(document.titles).toBe('text');
    // A page's title shows once its code (and the area's strings) are loaded.
    expect(document.routes).toEqual([{ path: '/apps/chat', meta: { action: 'read', subject: 'Chat' } }]);
    expect(document.navigation[0]).toMatchObject({ title: 'Chat', children: [{ title: 'Inbox' }] });
    expect(document.shortcuts).toEqual([{ title: 'Inbox', icon: 'users', to: '/apps/chat' }]);
    expect(document.searchEntries).toEqual([
      { group: 'apps', title: 'Chat app', icon: 'users', to: '/apps/chat' },
    ]);
    expect(document.landing).toEqual({ client: '/apps/chat' });
    expect(document.strings).toEqual({ subjects: { Chat: 'Conversations' } });
  });

  it('keeps a title key the strings lack as it is, and a badge label as a key (it has plural forms)', () => {
    const withBadge: AreaDefinition = {
      ...area,
      navigation: [
        {
          section: 'appsPages',
          order: 1,
          title: 'nav.missing',
          icon: 'users',
          to: '/apps/chat',
          badge: { countFrom: '/api/apps/chat/unread', label: 'messages' },
        },
      ],
    };
    const document = describeArea(withBadge, 'en', bundle);
    expect(document.navigation[0].title).toBe('nav.missing');
    expect(document.strings).toMatchObject({ messages_one: '{{count}} message' });
  });

  it('picks plural forms with their key, and skips keys the bundle lacks', () => {
    expect(pickStrings(bundle, ['messages', 'missing.key', 'nav.none'])).toEqual({
      messages_one: '{{count}} message',
      messages_other: '{{count}} messages',
    });
  });

  it('describes a malformed declaration as it is, for the host to check', () => {
    const malformed = { ...area, navigation: [null, ...area.navigation], routes: [42, ...area.routes] };
    const document = describeArea(malformed as unknown as AreaDefinition, 'en', bundle);
    expect(document.navigation[0]).toBeNull();
    expect(document.routes[0]).toBe(42);
    expect(check(roundTrip(document)).problems).toEqual([
      'route #1 dropped (42)',
      'navigation item #1 dropped (null)',
    ]);
  });
});

describe('validateAreaMetadata', () => {
  const document = () => roundTrip(describeArea(area, 'en', bundle)) as Record<string, unknown>;

  it('accepts what the build writes, its titles turned into keys of their own', () => {
    const { metadata, problems } = check(document());
    expect(problems).toEqual([]);
    expect(metadata.routes.map((r) => r.path)).toEqual(['/apps/chat']);
    expect(metadata.release).toBe('1.0.0');
    expect(metadata.navigation[0].title).toBe('$outline.0');
    expect(metadata.navigation[0].children?.[0].title).toBe('$outline.1');
    expect(metadata.shortcuts?.[0].title).toBe('$outline.2');
    expect(metadata.searchEntries?.[0].title).toBe('$outline.3');
    expect(metadata.strings).toEqual({
      subjects: { Chat: 'Conversations' },
      $outline: { 0: 'Chat', 1: 'Inbox', 2: 'Inbox', 3: 'Chat app' },
    });
  });

  it('reads a document of an earlier build, whose titles are keys of its strings, as it is', () => {
    const { titles: _titles, ...earlier } = document();
    const { metadata, problems } = check({
      ...earlier,
      navigation: area.navigation,
      strings: { nav: { group: 'Chat', inbox: 'Inbox' } },
    });
    expect(problems).toEqual([]);
    expect(metadata.navigation[0].title).toBe('nav.group');
    expect(metadata.strings).toEqual({ nav: { group: 'Chat', inbox: 'Inbox' } });
  });

  it.each([
    ['another contract major', { contractVersion: '2.0.0' }, /contract version 2\.0\.0/],
    ['a newer federation runtime', { federationRuntime: '2.10.0' }, /runtime 2\.10\.0/],
    ['no routes', { routes: undefined }, /no name, routes or navigation/],
  ])('refuses %s, as it refuses such a contract', (_case, change, message) => {
    expect(() => check({ ...document(), ...change })).toThrow(message);
  });

  it('refuses a document that is not an object', () => {
    expect(() => check('<html>')).toThrow(/metadata document is no contract/);
  });

  it('names what does not fit: another area, another language, strings that are not strings', () => {
    const { metadata, problems } = check({ ...document(), name: 'email', strings: { nav: 42 } }, 'fr');
    expect(problems).toEqual([
      'it calls itself "email"',
      'its language is "en", not fr',
      'its strings are not a tree of strings',
    ]);
    // Kept under the name it is registered as, with no strings rather than broken ones.
    expect(metadata.name).toBe('chat');
    expect(metadata.strings).toEqual({ $outline: { 0: 'Chat', 1: 'Inbox', 2: 'Inbox', 3: 'Chat app' } });
  });
});
