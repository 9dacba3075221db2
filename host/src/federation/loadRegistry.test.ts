import { loadRegistry } from './loadRegistry';
import type { Registry } from './registry';

const staticRegistry: Registry = {
  version: 1,
  remotes: [
    { name: 'invoice', manifest: 'http://localhost:3002/mf-manifest.json', routes: ['/apps/invoice'] },
  ],
};
const apiAnswer = {
  version: 1,
  remotes: [
    {
      name: 'invoice',
      manifest: 'https://cdn.example.com/invoice/2/mf-manifest.json',
      routes: ['/apps/invoice'],
      integrity: { 'remoteEntry.js': `sha384-${'A'.repeat(64)}` },
      version: 2,
      channel: 'canary',
    },
  ],
};

describe('loadRegistry', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it("takes the API's registry, with versions, channels and hashes", async () => {
    const fetchStatic = jest.fn(async () => staticRegistry);
    const registry = await loadRegistry({ mode: 'server', fetchApi: async () => apiAnswer, fetchStatic });
    expect(registry.remotes[0]).toEqual(apiAnswer.remotes[0]);
    expect(fetchStatic).not.toHaveBeenCalled();
  });

  it.each([
    ['unreachable', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['answering something else', async () => '<!doctype html>'],
  ])('falls back to /remotes.json when the API is %s', async (_, fetchApi) => {
    const registry = await loadRegistry({
      mode: 'server',
      fetchApi,
      fetchStatic: async () => staticRegistry,
    });
    expect(registry).toBe(staticRegistry);
  });

  it('gives up on an API that does not answer in time', async () => {
    jest.useFakeTimers();
    const answer = loadRegistry({
      mode: 'server',
      timeoutMs: 3000,
      fetchApi: (signal) =>
        new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))),
      fetchStatic: async () => staticRegistry,
    });
    jest.advanceTimersByTime(3000);
    await expect(answer).resolves.toBe(staticRegistry);
    jest.useRealTimers();
  });

  it('reads the static file in the serverless demo, without asking the API', async () => {
    const fetchApi = jest.fn();
    const registry = await loadRegistry({ mode: 'mock', fetchApi, fetchStatic: async () => staticRegistry });
    expect(registry).toBe(staticRegistry);
    expect(fetchApi).not.toHaveBeenCalled();
  });
});
