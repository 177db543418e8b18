import { describe, expect, it } from 'vitest';
import { hashPassword, UNMATCHABLE_HASH, verifyPassword } from './password';

describe('password hashing', () => {
  it('hashes with scrypt N=2^17, r=8, p=1 and a fresh salt, and verifies only the right password', async () => {
    const hash = await hashPassword('contraseña segura');
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(hash).not.toContain('contraseña');
    expect(await verifyPassword('contraseña segura', hash)).toBe(true);
    expect(await verifyPassword('contraseña Segura', hash)).toBe(false);
    expect(await verifyPassword('contraseña segura', UNMATCHABLE_HASH)).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });
});
