import { argon2Hasher, argon2Parameters } from './passwords';

test('argon2id: a hash verifies its password only, with cheap parameters under NODE_ENV=test', async () => {
  const hasher = argon2Hasher('test');
  const stored = await hasher.hash('correct horse');
  expect(stored).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
  await expect(hasher.verify(stored, 'correct horse')).resolves.toBe(true);
  await expect(hasher.verify(stored, 'wrong horse')).resolves.toBe(false);
  await expect(hasher.verify('not a hash', 'correct horse')).resolves.toBe(false);
  expect(hasher.needsRehash?.(stored)).toBe(false);
  // A hash made with less than production's cost is made again at the next sign-in.
  expect(argon2Hasher('production').needsRehash?.(stored)).toBe(true);
  expect(hasher.needsRehash?.('scrypt$16384$8$1$00$00')).toBe(true);
  expect(argon2Parameters('production')).toEqual({ memoryCost: 19456, timeCost: 2 });
});
