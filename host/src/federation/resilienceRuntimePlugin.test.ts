import { createHash, webcrypto } from 'node:crypto';
import resilienceRuntimePlugin, { REMOTE_TIMEOUT_MS } from './resilienceRuntimePlugin';
import { expectIntegrity, IntegrityError } from './entryIntegrity';
import { parseRegistry } from './registry';

const ENTRY_URL = 'https://cdn.example.com/invoice/2/remoteEntry.js';
const HASH = `sha384-${createHash('sha384').update('the entry').digest('base64')}`;

type Hooks = {
  loadEntry: (args: { remoteInfo: { name: string; entry: string } }) => Promise<unknown>;
  createScript: (args: { url: string; remoteInfo?: { name: string } }) => {
    script?: HTMLScriptElement;
    timeout?: number;
  };
};
const plugin = resilienceRuntimePlugin() as unknown as Hooks;

beforeEach(() =>
  expectIntegrity(
    parseRegistry(
      {
        version: 1,
        remotes: [
          {
            name: 'invoice',
            manifest: 'https://cdn.example.com/invoice/2/mf-manifest.json',
            routes: ['/apps/invoice'],
            integrity: { 'remoteEntry.js': HASH },
          },
          { name: 'chat', manifest: 'http://localhost:3004/mf-manifest.json', routes: ['/apps/chat'] },
        ],
      },
      'http://localhost:3000/',
    ),
  ),
);

test('gives the entry script its published hash, for the browser to check the bytes it runs', () => {
  const { script, timeout } = plugin.createScript({ url: ENTRY_URL, remoteInfo: { name: 'invoice' } });
  expect(script?.integrity).toBe(HASH);
  expect(script?.crossOrigin).toBe('anonymous');
  expect(timeout).toBe(REMOTE_TIMEOUT_MS);
  // An area without hashes gets the plain element, with the timeout.
  expect(
    plugin.createScript({ url: 'http://localhost:3004/remoteEntry.js', remoteInfo: { name: 'chat' } }),
  ).toEqual({
    timeout: REMOTE_TIMEOUT_MS,
  });
});

test('refuses, before it runs, an entry that does not match its hash', async () => {
  const fetchMock = jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response('something else', { status: 200 }));
  // jsdom has no SubtleCrypto: the browser's is Node's.
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
  const subtle = jest.spyOn(crypto.subtle, 'digest');
  await expect(plugin.loadEntry({ remoteInfo: { name: 'invoice', entry: ENTRY_URL } })).rejects.toThrow(
    IntegrityError,
  );
  expect(fetchMock).toHaveBeenCalledWith(ENTRY_URL, expect.objectContaining({ cache: 'no-cache' }));
  expect(subtle).toHaveBeenCalledWith('SHA-384', expect.anything());
  fetchMock.mockRestore();
});
