import crypto from 'node:crypto';

/**
 * OWASP parameters for scrypt: N = 2^17, r = 8, p = 1 (about 128 MiB and 0.3–0.6 s per hash). The
 * cost (log2 N) is PASSWORD_SCRYPT_COST; a hash keeps the parameters it was made with, so a hash of
 * another cost still verifies (and is made again at the configured cost at the next sign-in).
 */
export const DEFAULT_PASSWORD_COST = 17;
/** The least cost a production shop accepts (the configuration refuses less). */
export const MIN_PRODUCTION_PASSWORD_COST = 17;
/** The cost of the test environment's shops: hashes of 2^12 take milliseconds and 4 MiB. */
export const TEST_PASSWORD_COST = 12;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** logN;
  return new Promise((resolve, reject) => {
    // maxmem must hold 128 * N * r bytes; twice that leaves room for the library's own overhead.
    crypto.scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r, p, maxmem: 128 * N * r * 2 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** Hashes a password into `scrypt$logN$r$p$salt$hash` (base64url parts), with a fresh random salt, at this cost (log2 N). */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password, salt, cost, R, P);
  return ['scrypt', cost, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const unmatchable = new Map<number, string>();

/** A well-formed hash of this cost no password matches, verified when an email is unknown so both cases cost the same time. */
export function unmatchableHash(cost: number): string {
  let hash = unmatchable.get(cost);
  if (!hash) {
    hash = ['scrypt', cost, R, P, crypto.randomBytes(16).toString('base64url'), crypto.randomBytes(KEY_LENGTH).toString('base64url')].join('$');
    unmatchable.set(cost, hash);
  }
  return hash;
}

/** True when a stored hash was made with other parameters than the configured cost's (it is made again at sign-in). */
export function needsRehash(stored: string, cost: number): boolean {
  const parts = stored.split('$');
  return parts.length !== 6 || parts[0] !== 'scrypt' || Number(parts[1]) !== cost || Number(parts[2]) !== R || Number(parts[3]) !== P;
}

/** True when the password matches the stored hash (compared in constant time). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [logN, r, p] = parts.slice(1, 4).map(Number);
  if (![logN, r, p].every(Number.isInteger) || logN < 10 || logN > 20) return false;
  const expected = Buffer.from(parts[5], 'base64url');
  const key = await scrypt(password, Buffer.from(parts[4], 'base64url'), logN, r, p);
  return key.length === expected.length && crypto.timingSafeEqual(key, expected);
}
