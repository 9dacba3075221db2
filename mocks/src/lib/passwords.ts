import { scrypt } from '@noble/hashes/scrypt.js';
import { bytesToHex, hexToBytes, randomBytes } from '@noble/hashes/utils.js';

/**
 * The password hasher port. The API stores only what `hash` makes of a password, never the password;
 * `verify` says whether a password is the one a stored hash was made of.
 *
 * The default is scrypt in pure JavaScript (@noble/hashes), so it runs the same in the browser, in
 * jest and in Node, with no native code. Its hashes describe themselves:
 * `scrypt$<N>$<r>$<p>$<salt, hex>$<hash, hex>`. A real server installs a stronger hasher (argon2id)
 * with `setPasswordHasher`; hashes of the default format (the seeded sample accounts', and any made
 * before the switch) are still verified by the default, whatever is installed: `verifyPassword`
 * dispatches on the `scrypt$` prefix, so an installed hasher only ever sees its own hashes. After a
 * successful sign-in, a hash the installed hasher did not make (or that its `needsRehash` says is
 * outdated) is replaced by a new one of the installed hasher's.
 */
export interface PasswordHasher {
  hash(plain: string): Promise<string>;
  verify(stored: string, plain: string): Promise<boolean>;
  /** Whether a hash this hasher made should be made again (its parameters are out of date). */
  needsRehash?(stored: string): boolean;
}

/**
 * scrypt's cost: N = 2^12, r = 8, p = 1 (4 MiB, about 15 ms in Node): cheap enough for jest (which
 * signs in hundreds of times) and a phone's browser, for a store that is sample data in the mock. A
 * real server installs argon2id (setPasswordHasher), and every default-format hash is rehashed with it
 * on its next successful sign-in. The parameters are read from each hash, so raising them keeps old
 * hashes valid (and marks them due a rehash).
 */
export const SCRYPT_PARAMS = { N: 2 ** 12, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** Bounds on the parameters a stored hash may name: a malformed or hostile value cannot hang the API. */
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

const PREFIX = 'scrypt$';
const FORMAT = /^scrypt\$(\d{1,8})\$(\d{1,2})\$(\d{1,2})\$([0-9a-f]{16,128})\$([0-9a-f]{32,128})$/;

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Uint8Array;
  key: Uint8Array;
}

function parse(stored: string): ParsedHash | undefined {
  const match = FORMAT.exec(stored);
  if (!match) return undefined;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // N a power of two above 1, and every parameter within bounds.
  if (N < 2 || N > MAX_N || (N & (N - 1)) !== 0 || r < 1 || r > MAX_R || p < 1 || p > MAX_P) return undefined;
  if (match[4].length % 2 || match[5].length % 2) return undefined;
  return { N, r, p, salt: hexToBytes(match[4]), key: hexToBytes(match[5]) };
}

const format = (N: number, r: number, p: number, salt: Uint8Array, key: Uint8Array) =>
  `${PREFIX}${N}$${r}$${p}$${bytesToHex(salt)}$${bytesToHex(key)}`;

/** Compares two byte strings in a time that does not depend on where they differ. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i] ^ b[i];
  return difference === 0;
}

const utf8 = (text: string) => new TextEncoder().encode(text.normalize('NFKC'));

/** Whether `stored` is a hash of the default (scrypt) format. */
export const isScryptHash = (stored: string): boolean => stored.startsWith(PREFIX);

/**
 * A default-format hash made synchronously (the sample data is built synchronously). `salt` is for
 * seeding fixed data only; without it a random one is drawn.
 */
export function hashPasswordSync(plain: string, salt: Uint8Array = randomBytes(SALT_LENGTH)): string {
  const { N, r, p } = SCRYPT_PARAMS;
  return format(N, r, p, salt, scrypt(utf8(plain), salt, { N, r, p, dkLen: KEY_LENGTH }));
}

/**
 * The default hasher: scrypt, run in one piece (about 16 ms at these parameters). Its asynchronous
 * variant, which yields between slices, took about 150 ms for the same work: every sign-in of the test
 * suites paid it.
 */
export const scryptHasher: PasswordHasher = {
  async hash(plain) {
    return hashPasswordSync(plain);
  },
  async verify(stored, plain) {
    const parsed = parse(stored);
    if (!parsed) return false;
    const { N, r, p, salt, key } = parsed;
    return sameBytes(scrypt(utf8(plain), salt, { N, r, p, dkLen: key.length }), key);
  },
  needsRehash(stored) {
    const parsed = parse(stored);
    return !parsed || parsed.N < SCRYPT_PARAMS.N || parsed.r < SCRYPT_PARAMS.r || parsed.p < SCRYPT_PARAMS.p;
  },
};

let installed: PasswordHasher = scryptHasher;

/** Installs the hasher new passwords are hashed with (a real server's argon2id); `null`: the default. */
export function setPasswordHasher(hasher: PasswordHasher | null): void {
  installed = hasher ?? scryptHasher;
}

/** The stored form of a new password, by the installed hasher. */
export function hashPassword(plain: string): Promise<string> {
  return installed.hash(plain);
}

/**
 * Whether `plain` is the password `stored` was made of: a default-format hash is checked by the
 * default hasher, any other by the installed one. Never throws: a hash nobody can read matches nothing.
 */
export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await (isScryptHash(stored) ? scryptHasher : installed).verify(stored, plain);
  } catch {
    return false;
  }
}

/** Whether a hash that just verified should be replaced by a new one of the installed hasher. */
export function passwordNeedsRehash(stored: string): boolean {
  if (installed !== scryptHasher && isScryptHash(stored)) return true;
  return (isScryptHash(stored) ? scryptHasher : installed).needsRehash?.(stored) ?? false;
}

/**
 * A hash of no one's password, verified when there is no account (or it has no password), so that a
 * failed sign-in takes as long whether or not the address has an account.
 */
let decoy: string | undefined;
export function decoyHash(): string {
  decoy ??= hashPasswordSync(bytesToHex(randomBytes(16)));
  return decoy;
}
