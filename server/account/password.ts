import crypto from 'node:crypto';

/** OWASP parameters for scrypt: N = 2^17, r = 8, p = 1 (about 128 MiB and 0.3 s per hash). */
const LOG_N = 17;
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

/** Hashes a password into `scrypt$logN$r$p$salt$hash` (base64url parts), with a fresh random salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password, salt, LOG_N, R, P);
  return ['scrypt', LOG_N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** A well-formed hash no password matches, verified when an email is unknown so both cases cost the same time. */
export const UNMATCHABLE_HASH = ['scrypt', LOG_N, R, P, crypto.randomBytes(16).toString('base64url'), crypto.randomBytes(KEY_LENGTH).toString('base64url')].join('$');

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
