import { describe, expect, it } from 'vitest';
import { groupSecret, secretOf, totpCode } from './otpauth';

describe('TOTP enrolment helpers', () => {
  it('reads the secret of an otpauth address and groups it by four', () => {
    const uri = 'otpauth://totp/Autopartes:ana%40example.com?issuer=Autopartes&secret=JBSWY3DPEHPK3PXPJBSW&algorithm=SHA1&digits=6&period=30';
    expect(secretOf(uri)).toBe('JBSWY3DPEHPK3PXPJBSW');
    expect(groupSecret(secretOf(uri))).toBe('JBSW Y3DP EHPK 3PXP JBSW');
    expect(secretOf('not an address')).toBe('');
  });

  it('accepts six digits typed with spaces and refuses anything else', () => {
    expect(totpCode('123 456')).toBe('123456');
    expect(totpCode(' 654321 ')).toBe('654321');
    expect(totpCode('12345')).toBeNull();
    expect(totpCode('12345a')).toBeNull();
  });
});
