/** @jest-environment node */
import { createHash } from 'node:crypto';
import { expectIntegrity, IntegrityError, sri384, verifyEntry } from './entryIntegrity';
import { parseRegistry } from './registry';

const ENTRY = 'console.log("the invoice area");';
const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;
// What `npm run publish:area` writes: Node's own SHA-384, base64.
const published = `sha384-${createHash('sha384').update(ENTRY).digest('base64')}`;

const registryWith = (integrity: Record<string, string>) =>
  parseRegistry(
    {
      version: 1,
      remotes: [
        {
          name: 'invoice',
          manifest: 'https://cdn.example.com/invoice/2/mf-manifest.json',
          routes: ['/apps/invoice'],
          integrity,
        },
      ],
    },
    'https://app.example.com/',
  );
const ENTRY_URL = 'https://cdn.example.com/invoice/2/remoteEntry.js';

describe('the entry integrity check', () => {
  it('hashes as Node and the SRI spec do', async () => {
    expect(await sri384(bytes(ENTRY))).toBe(published);
  });

  it('lets an entry that matches its published hash run', async () => {
    expectIntegrity(registryWith({ 'remoteEntry.js': published }));
    const load = jest.fn(async () => bytes(ENTRY));
    await expect(verifyEntry('invoice', ENTRY_URL, load)).resolves.toBe(published);
    expect(load).toHaveBeenCalledWith(ENTRY_URL);
  });

  it('refuses a tampered entry, naming the file and both hashes', async () => {
    expectIntegrity(registryWith({ 'remoteEntry.js': published }));
    const tampered = verifyEntry('invoice', ENTRY_URL, async () => bytes(`${ENTRY} steal();`));
    await expect(tampered).rejects.toThrow(IntegrityError);
    await expect(verifyEntry('invoice', ENTRY_URL, async () => bytes('x'))).rejects.toThrow(
      /invoice area's remoteEntry\.js does not match its published hash \(expected sha384-/,
    );
  });

  it('refuses an entry the published hashes do not name', async () => {
    expectIntegrity(registryWith({ 'remoteEntry.js': published }));
    await expect(
      verifyEntry('invoice', 'https://cdn.example.com/invoice/2/otherEntry.js', async () => bytes(ENTRY)),
    ).rejects.toThrow(/has no published hash/);
  });

  it('loads unchecked an area whose registry entry has no hashes (the static file, an override)', async () => {
    expectIntegrity(registryWith({}));
    const load = jest.fn(async () => bytes(ENTRY));
    await expect(verifyEntry('invoice', ENTRY_URL, load)).resolves.toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('reads the registry hashes with the registry, refusing ones that are not SRI', () => {
    expect(() => registryWith({ 'remoteEntry.js': 'md5-abc' })).toThrow(/not SRI hashes/);
  });
});
