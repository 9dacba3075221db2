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
  it('keeps the outline and only the strings the shell shows, without code', () => {
    const document = describeArea(area, 'en', bundle);
    expect(document).not.toHaveProperty('translations');
    expect(document.routes).toEqual([
      { path: '/apps/chat', meta: { action: 'read', subject: 'Chat', title: 'page.title' } },
    ]);
    expect(document.landing).toEqual({ client: '/apps/chat' });
    expect(document.strings).toEqual({
      nav: { group: 'Chat', inbox: 'Inbox' },
      page: { title: 'Chat' },
      search: { chat: 'Chat app' },
      subjects: { Chat: 'Conversations' },
    });
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

  it('accepts what the build writes', () => {
    const { metadata, problems } = check(document());
    expect(problems).toEqual([]);
    expect(metadata.routes.map((r) => r.path)).toEqual(['/apps/chat']);
    expect(metadata.strings).toMatchObject({ nav: { inbox: 'Inbox' } });
    expect(metadata.release).toBe('1.0.0');
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
    expect(metadata.strings).toEqual({});
  });
});
