/** @jest-environment node */
import { validateArea } from '@atrium/platform';
import { composedAreaLoader } from './composedAreaLoader';
import { composedRegistry } from './composedRegistry';
import { areaForPath } from '../federation/registry';

const chat = { name: 'chat', manifest: 'http://localhost/areas/chat/', routes: ['/apps/chat'] };

beforeAll(() => {
  // The single-bundle build defines it (shared/build's single-bundle config).
  Object.assign(globalThis, {
    __ATRIUM_COMPOSED_AREAS__: [{ name: 'chat', routes: ['/apps/chat'], files: '/areas/chat/' }],
  });
});

test("the registry is the build's: each area's files on this origin, its route prefixes", () => {
  const registry = composedRegistry('https://atrium.example');
  expect(registry.remotes).toEqual([
    { name: 'chat', manifest: 'https://atrium.example/areas/chat/', routes: ['/apps/chat'] },
  ]);
  expect(areaForPath(registry, '/apps/chat')?.name).toBe('chat');
});

test("an area's declaration loads stamped with this build's versions, which the shell accepts", async () => {
  const module = await composedAreaLoader.load(chat);
  expect(module).toMatchObject({
    name: 'chat',
    contractVersion: __ATRIUM_CONTRACT_VERSION__,
    federationRuntime: __ATRIUM_FEDERATION_RUNTIME__,
    release: __ATRIUM_RELEASE__,
  });
  const { problems } = validateArea('chat', module, { federationRuntime: __ATRIUM_FEDERATION_RUNTIME__ });
  expect(problems).toEqual([]);
});

test('an area the build does not hold is an error, not a crash', async () => {
  await expect(composedAreaLoader.load({ ...chat, name: 'billing' })).rejects.toThrow(
    'The billing area is not part of this build.',
  );
});
