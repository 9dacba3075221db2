import { hash, parseOptions, verify } from '@node-rs/argon2';
import type { PasswordHasher } from '@atrium/mocks';

/** argon2id's cost: the library's defaults (19 MiB, 2 passes, OWASP's minimum) or, under NODE_ENV=test, the least. */
export function argon2Parameters(nodeEnv: string): { memoryCost: number; timeCost: number } {
  return nodeEnv === 'test' ? { memoryCost: 8, timeCost: 1 } : { memoryCost: 19456, timeCost: 2 };
}

/** The same text for the same password however it was typed (as the mock's scrypt hasher does). */
const normalized = (plain: string) => plain.normalize('NFKC');

/**
 * The server's password hasher, installed in the mock with `setPasswordHasher`: argon2id (the algorithm
 * @node-rs/argon2 uses by default) in PHC format, `$argon2id$v=19$m=…,t=…,p=…$salt$hash`.
 */
export function argon2Hasher(nodeEnv: string): PasswordHasher {
  const parameters = argon2Parameters(nodeEnv);
  return {
    hash: (plain) => hash(normalized(plain), parameters),
    async verify(stored, plain) {
      try {
        return await verify(stored, normalized(plain));
      } catch {
        return false;
      }
    },
    needsRehash(stored) {
      if (!stored.startsWith('$argon2id$')) return true;
      try {
        const options = parseOptions(stored);
        return options.memoryCost < parameters.memoryCost || options.timeCost < parameters.timeCost;
      } catch {
        return true;
      }
    },
  };
}
