import { describeArea, i18n, initI18n, type LanguageCode } from '@atrium/platform';
import { AREA_METADATA_TIMEOUT_MS, createAreaCatalog, type FetchMetadata } from './areaCatalog';
import { parseRegistry, type RemoteEntry } from './registry';
import { stampedArea } from '../testing/stampedArea';
import { IncompatibleSharedError } from './sharedCompatibility';

const registry = parseRegistry(
  {
    version: 1,
    remotes: [
      { name: 'chat', manifest: 'http://localhost:3004/mf-manifest.json', routes: ['/apps/chat'] },
      { name: 'email', manifest: 'http://localhost:3003/mf-manifest.json', routes: ['/apps/email'] },
    ],
  },
  'http://localhost:3000/',
);

const STRINGS: Record<string, Record<LanguageCode, string>> = {
  chat: { en: 'Chat', fr: 'Discussion', ar: 'محادثة' },
  email: { en: 'Email', fr: 'E-mail', ar: 'البريد' },
};

/** What each remote's build writes: its outline and the menu's title in the language asked. */
function documentOf(remote: RemoteEntry, language: LanguageCode) {
  const area = stampedArea({
    name: remote.name,
    subjects: [],
    routes: [{ path: remote.routes[0], load: async () => ({ default: () => null }) }],
    navigation: [{ section: 'appsPages', order: 1, title: 'nav.title', icon: 'users', to: remote.routes[0] }],
    translations: { en: {}, fr: {}, ar: {} },
  });
  return JSON.parse(
    JSON.stringify(describeArea(area, language, { nav: { title: STRINGS[remote.name][language] } })),
  ) as unknown;
}

const answering: FetchMetadata = async (remote, language) => documentOf(remote, language);

describe('the area catalog', () => {
  beforeAll(() => initI18n());
  // Failures are reported on the console, on purpose.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it("knows every area's outline and menu titles from one document each, in the language asked", async () => {
    const fetchMetadata = jest.fn(answering);
    const catalog = createAreaCatalog(registry, fetchMetadata);
    expect(catalog.get('chat').status).toBe('loading');
    await catalog.load('fr');
    const chat = catalog.get('chat');
    expect(chat.status === 'ready' && chat.area.navigation[0].to).toBe('/apps/chat');
    const email = catalog.get('email');
    const title = email.status === 'ready' ? email.area.navigation[0].title : '';
    expect(i18n.getFixedT('fr', 'email')(title)).toBe('E-mail');
    expect(fetchMetadata.mock.calls.map(([remote, language]) => `${remote.name}:${language}`)).toEqual([
      'chat:fr',
      'email:fr',
    ]);
  });

  it('asks each document once, however many ask at the same time', async () => {
    const fetchMetadata = jest.fn(answering);
    const catalog = createAreaCatalog(registry, fetchMetadata);
    await Promise.all([catalog.load('en'), catalog.load('en')]);
    expect(fetchMetadata).toHaveBeenCalledTimes(2);
  });

  it('marks an area whose document is unreachable or refused, and the others stay usable', async () => {
    const catalog = createAreaCatalog(registry, async (remote, language) => {
      if (remote.name === 'chat') throw new Error('connection refused');
      return { ...(documentOf(remote, language) as object), contractVersion: '9.0.0' };
    });
    await catalog.load('en');
    const chat = catalog.get('chat');
    const email = catalog.get('email');
    expect(chat.status === 'error' && chat.error.message).toBe('connection refused');
    expect(email.status === 'error' && email.error.message).toMatch(/contract version 9\.0\.0/);
  });

  it('gives up on a document that never comes, and Retry asks again', async () => {
    jest.useFakeTimers();
    let attempt = 0;
    const catalog = createAreaCatalog(registry, (remote, language) =>
      remote.name === 'chat' && ++attempt === 1 ? new Promise(() => {}) : answering(remote, language),
    );
    const loading = catalog.load('en');
    await jest.advanceTimersByTimeAsync(AREA_METADATA_TIMEOUT_MS + 1);
    await loading;
    expect(catalog.get('chat').status).toBe('error');
    await catalog.retry('chat', 'en');
    expect(catalog.get('chat').status).toBe('ready');
  });

  it('keeps the menu it has when another language cannot be fetched', async () => {
    let fail = false;
    const catalog = createAreaCatalog(registry, async (remote, language) => {
      if (fail) throw new Error('offline');
      return documentOf(remote, language);
    });
    await catalog.load('en');
    fail = true;
    await catalog.load('ar');
    expect(catalog.get('chat').status).toBe('ready');
  });

  it('refuses an area built for a shared singleton this host does not meet, and says which', async () => {
    const newer = { '@atrium/platform': '^99.0.0', '@atrium/ui': '^99.0.0' };
    const catalog = createAreaCatalog(registry, async (remote, language) => {
      const document = documentOf(remote, language) as Record<string, unknown>;
      return remote.name === 'chat' ? { ...document, shared: newer } : document;
    });
    await catalog.load('en');
    const refusal = catalog.refusal('chat');
    expect(refusal).toBeInstanceOf(IncompatibleSharedError);
    expect(refusal).toMatchObject({ packageName: '@atrium/platform', range: '^99.0.0' });
    expect(catalog.get('chat').status).toBe('error');
    // The other area, and a failure that is not a refusal, refuse nothing.
    expect(catalog.refusal('email')).toBeUndefined();
  });
});
