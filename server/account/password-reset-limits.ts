import { userError } from '../errors';
import type { Limiter, Limiters } from '../rate-limit';

/** A few links per email and window: enough for a lost e-mail, too few to flood an inbox. */
export const PASSWORD_RESET_LIMITS = { perEmail: 3, perAddress: 10 } as const;

export interface PasswordResetLimiters {
  perEmail: Limiter;
  perAddress: Limiter;
}

/** The two counters of reset requests, on the shop's limiter (shared by every gateway on Redis). */
export function passwordResetLimiters(limiters: Limiters, windowMinutes: number): PasswordResetLimiters {
  const windowSeconds = windowMinutes * 60;
  return {
    perEmail: limiters.create({ name: 'password-reset-email', points: PASSWORD_RESET_LIMITS.perEmail, windowSeconds }),
    perAddress: limiters.create({ name: 'password-reset-address', points: PASSWORD_RESET_LIMITS.perAddress, windowSeconds }),
  };
}

/**
 * Counts one password-reset request per email (whether an account has it or not, so the limit says
 * nothing about accounts) and per client address, and refuses it with AUTH_TOO_MANY_ATTEMPTS (429)
 * past either limit, saying when to try again.
 */
export async function reservePasswordReset(limits: PasswordResetLimiters, keys: { email: string; address: string }): Promise<void> {
  const [email, address] = await Promise.all([limits.perEmail.consume(keys.email), limits.perAddress.consume(keys.address)]);
  const refused = [email, address].filter((d) => !d.allowed);
  if (refused.length === 0) return;
  const retryAfterSeconds = Math.max(...refused.map((d) => d.retryAfterSeconds));
  throw userError('AUTH_TOO_MANY_ATTEMPTS', 'AUTH_TOO_MANY_ATTEMPTS', {
    status: 429,
    extensions: { retryAfterMinutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
  });
}
