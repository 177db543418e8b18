import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_COST, hashPassword, needsRehash, TEST_PASSWORD_COST, unmatchableHash, verifyPassword } from './password';

describe('password hashing', () => {
  it('hashes with scrypt N=2^17, r=8, p=1 and a fresh salt by default, and verifies only the right password', async () => {
    const hash = await hashPassword('contraseña segura', DEFAULT_PASSWORD_COST);
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(hash).not.toContain('contraseña');
    expect(await hashPassword('contraseña segura', DEFAULT_PASSWORD_COST)).not.toBe(hash);
    expect(await verifyPassword('contraseña segura', hash)).toBe(true);
    expect(await verifyPassword('contraseña Segura', hash)).toBe(false);
    expect(await verifyPassword('contraseña segura', unmatchableHash(DEFAULT_PASSWORD_COST))).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });

  it('verifies a hash by the cost it was made with, and tells when it is not the configured one', async () => {
    const cheap = await hashPassword('contraseña segura', TEST_PASSWORD_COST);
    expect(cheap).toMatch(/^scrypt\$12\$8\$1\$/);
    expect(await verifyPassword('contraseña segura', cheap)).toBe(true);
    expect(needsRehash(cheap, TEST_PASSWORD_COST)).toBe(false);
    expect(needsRehash(cheap, DEFAULT_PASSWORD_COST)).toBe(true);
    // An unknown e-mail costs the same work as a known one: the unmatchable hash has the configured cost.
    expect(unmatchableHash(TEST_PASSWORD_COST)).toMatch(/^scrypt\$12\$/);
    expect(unmatchableHash(TEST_PASSWORD_COST)).toBe(unmatchableHash(TEST_PASSWORD_COST));
    expect(await verifyPassword('contraseña segura', unmatchableHash(TEST_PASSWORD_COST))).toBe(false);
  });

  it('refuses costs outside 2^10 to 2^20 in a stored hash', async () => {
    const hash = await hashPassword('contraseña segura', 10);
    expect(await verifyPassword('contraseña segura', hash.replace('scrypt$10$', 'scrypt$9$'))).toBe(false);
    expect(await verifyPassword('contraseña segura', hash.replace('scrypt$10$', 'scrypt$21$'))).toBe(false);
  });
});
