/** The secret (base32) an `otpauth://totp/...?secret=...` address carries, for typing it by hand. */
export function secretOf(otpauthUri: string): string {
  try {
    return new URL(otpauthUri).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

/** A base32 secret in groups of four, easier to read and type. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** A one-time code as typed (spaces allowed): its six digits, or null. */
export function totpCode(input: string): string | null {
  const digits = input.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}
