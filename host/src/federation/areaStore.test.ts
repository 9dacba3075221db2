/** @jest-environment node */
import { i18n, initI18n } from '@atrium/platform';
import { createAreaStore, AREA_LOAD_TIMEOUT_MS } from './areaStore';
import { parseRegistry } from './registry';
import { stampedArea } from '../testing/stampedArea';
import { IncompatibleSharedError } from './sharedCompatibility';

const registry = parseRegistry(
  {
    version: 1,
    remotes: [
      { name: 'ecommerce', manifest: 'http://localhost:3001/mf-manifest.json', routes: ['/apps/ecommerce'] },
    ],
  },
  'http://localhost:3000/',
);
/** A loader answering `load` (its reset is checked where it matters). */
const loaderOf = (load: () => Promise<unknown>) => ({ load: jest.fn(load), reset: jest.fn() });

const area = stampedArea({
  name: 'ecommerce',
  routes: [],
  navigation: [],
  translations: { en: { hello: 'Hello from ecommerce' }, fr: {}, ar: {} },
});

describe('area store', () => {
  beforeAll(() => initI18n());
  // Refusals and dropped entries are reported on the console, on purpose.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('loads a contract once and registers its translations', async () => {
    const loader = loaderOf(async () => ({ default: area }));
    const store = createAreaStore(registry, loader);
    const [a, b] = await Promise.all([store.load('ecommerce'), store.load('ecommerce')]);
    expect(a.status).toBe('ready');
    expect(b).toBe(a);
    expect(loader.load).toHaveBeenCalledTimes(1);
    expect(i18n.t('hello', { ns: 'ecommerce' })).toBe('Hello from ecommerce');
  });

  it('refuses a contract of an unknown major version, with a clear message', async () => {
    const store = createAreaStore(
      registry,
      loaderOf(async () => ({ default: { ...area, contractVersion: '2.0.0' } })),
    );
    const state = await store.load('ecommerce');
    expect(state.status).toBe('error');
    expect(state.status === 'error' && state.error.message).toMatch(/contract version 2\.0\.0/);
  });

  it('refuses a remote built for a newer federation runtime than the host provides', async () => {
    const store = createAreaStore(
      registry,
      loaderOf(async () => ({ default: { ...area, federationRuntime: '99.0.0' } })),
    );
    const state = await store.load('ecommerce');
    expect(state.status === 'error' && state.error.message).toMatch(/federation runtime 99\.0\.0/);
  });

  it('drops what is malformed in an area and keeps the rest', async () => {
    const store = createAreaStore(
      registry,
      loaderOf(async () => ({
        default: {
          ...area,
          routes: [{ path: '/apps/ecommerce/x', load: async () => ({ default: () => null }) }, { path: 7 }],
          navigation: [
            null,
            { section: 'appsPages', order: 1, title: 'ok', icon: 'box', to: '/apps/ecommerce/x' },
          ],
        },
      })),
    );
    const state = await store.load('ecommerce');
    expect(state.status).toBe('ready');
    expect(state.status === 'ready' && state.area.routes.map((r) => r.path)).toEqual(['/apps/ecommerce/x']);
    expect(state.status === 'ready' && state.area.navigation.map((n) => n.title)).toEqual(['ok']);
    expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/the ecommerce area: route #2 dropped/));
  });

  it('gives up on an area that never answers, and Retry really loads again', async () => {
    jest.useFakeTimers();
    let attempt = 0;
    const loader = loaderOf(() =>
      ++attempt === 1 ? new Promise(() => {}) : Promise.resolve({ default: area }),
    );
    const store = createAreaStore(registry, loader);
    const pending = store.load('ecommerce');
    jest.advanceTimersByTime(AREA_LOAD_TIMEOUT_MS + 1);
    const failed = await pending;
    expect(failed.status).toBe('error');
    expect(store.get('ecommerce').status).toBe('error');
    jest.useRealTimers();
    const retried = await store.retry('ecommerce');
    expect(retried.status).toBe('ready');
    expect(attempt).toBe(2);
    // The loader forgot the failed remote before loading it again.
    expect(loader.reset).toHaveBeenCalledTimes(1);
  });

  it('loads nothing of an area its metadata refused, and keeps the refusal as its error', async () => {
    const refused = new IncompatibleSharedError('ecommerce', '@atrium/platform', '^2.0.0', '1.0.0');
    const loader = loaderOf(async () => ({ default: area }));
    const store = createAreaStore(registry, loader, { refusal: () => refused });
    expect(await store.load('ecommerce')).toEqual({ status: 'error', error: refused });
    expect(loader.load).not.toHaveBeenCalled();
  });

  it('refuses a contract stamped with a singleton range this host does not meet', async () => {
    const shared = { '@atrium/platform': '^99.0.0' };
    const store = createAreaStore(
      registry,
      loaderOf(async () => ({ default: { ...area, shared } })),
    );
    const state = await store.load('ecommerce');
    expect(state.status === 'error' && state.error).toBeInstanceOf(IncompatibleSharedError);
  });

  it('explains a load the federation runtime refused by the refusal its metadata arrived with since', async () => {
    let refused: Error | undefined;
    const reason = new IncompatibleSharedError('ecommerce', 'react', '^20.0.0', '19.3.1');
    const store = createAreaStore(
      registry,
      loaderOf(async () => {
        refused = reason;
        throw new Error('Version 19.3.1 of shared singleton module react does not satisfy ^20.0.0');
      }),
      { refusal: () => refused },
    );
    const state = await store.load('ecommerce');
    expect(state.status === 'error' && state.error).toBe(reason);
  });
});
