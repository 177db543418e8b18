import * as OTPAuth from 'otpauth';

/** RFC 6238 as authenticator apps read it: SHA-1, 6 digits, a new code every 30 s. */
const PERIOD = 30;

function totp(secret: string, label: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({ issuer: 'Autopartes del Sur', label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: OTPAuth.Secret.fromBase32(secret) });
}

/** A new secret (160 bits, base32) to enrol. */
export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

/** The `otpauth://` address of a secret, for a QR code. */
export function totpUri(secret: string, email: string): string {
  return totp(secret, email).toString();
}

/** The code of `secret` at `time` (ms): what the authenticator app shows (the demo prints it, tests type it). */
export function totpCode(secret: string, time = Date.now()): string {
  return totp(secret, 'code').generate({ timestamp: time });
}

/**
 * The time step a code belongs to, when it is right for `secret` now, one step before or one after
 * (a clock a little off); null when it is not. A step is accepted once: the caller keeps the last.
 */
export function totpStep(secret: string, code: string, time = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret, 'code').validate({ token: code, timestamp: time, window: 1 });
  return delta === null ? null : Math.floor(time / 1000 / PERIOD) + delta;
}
