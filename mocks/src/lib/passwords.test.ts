/**
 * @jest-environment node
 */
import { DEMO_PASSWORD_HASHES } from '../data/credentials';
import {
  hashPassword,
  hashPasswordSync,
  passwordNeedsRehash,
  setPasswordHasher,
  verifyPassword,
  type PasswordHasher,
} from './passwords';

afterEach(() => setPasswordHasher(null));

test('the seeded demo hashes verify their passwords (admin, client) and nothing else', async () => {
  expect(await verifyPassword(DEMO_PASSWORD_HASHES.admin, 'admin')).toBe(true);
  expect(await verifyPassword(DEMO_PASSWORD_HASHES.client, 'client')).toBe(true);
  expect(await verifyPassword(DEMO_PASSWORD_HASHES.admin, 'client')).toBe(false);
});

test('the default hasher makes salted, self-describing scrypt hashes', async () => {
  const [a, b] = [await hashPassword('correct horse'), await hashPassword('correct horse')];
  expect(a).toMatch(/^scrypt\$4096\$8\$1\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
  expect(a).not.toBe(b);
  expect(a).not.toContain('correct horse');
  expect(await verifyPassword(a, 'correct horse')).toBe(true);
  expect(hashPasswordSync('sync')).toMatch(/^scrypt\$4096\$8\$1\$/);
  expect(passwordNeedsRehash(a)).toBe(false);
});

test('a malformed or hostile stored value matches nothing and never throws or hangs', async () => {
  for (const stored of [
    '',
    'admin',
    'scrypt$',
    `scrypt$${2 ** 30}$8$1$00112233445566778899aabbccddeeff$${'0'.repeat(64)}`,
    'scrypt$3$8$1$00$00',
  ])
    expect(await verifyPassword(stored, 'admin')).toBe(false);
});

test('an installed hasher hashes new passwords; default-format hashes still verify, and are due a rehash', async () => {
  const argonLike: PasswordHasher = {
    hash: async (plain) => `fake$${[...plain].reverse().join('')}`,
    verify: async (stored, plain) => stored === `fake$${[...plain].reverse().join('')}`,
  };
  setPasswordHasher(argonLike);
  const made = await hashPassword('secret-1');
  expect(made).toBe('fake$1-terces');
  expect(await verifyPassword(made, 'secret-1')).toBe(true);
  // The seeded scrypt hashes go to the default verifier, whatever is installed.
  expect(await verifyPassword(DEMO_PASSWORD_HASHES.admin, 'admin')).toBe(true);
  expect(passwordNeedsRehash(DEMO_PASSWORD_HASHES.admin)).toBe(true);
  expect(passwordNeedsRehash(made)).toBe(false);
});
