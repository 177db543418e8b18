import type { Queryable } from '../db';
import { userError } from '../errors';

export interface SignInLimits {
  maxFailuresPerAccount: number;
  maxFailuresPerAddress: number;
  windowMinutes: number;
}

/** Counter keys of one sign-in attempt: the account's email and the client's address. */
export function attemptKeys(emailLower: string, address: string): { account: string; address: string } {
  return { account: `account:${emailLower}`, address: `address:${address}` };
}

async function bump(db: Queryable, key: string, windowMinutes: number): Promise<number> {
  const r = await db.query<{ failures: number }>(
    `insert into sign_in_failures (key, failures, window_started_at) values ($1, 1, now())
     on conflict (key) do update set
       failures = case when sign_in_failures.window_started_at <= now() - ($2::int * interval '1 minute')
                       then 1 else sign_in_failures.failures + 1 end,
       window_started_at = case when sign_in_failures.window_started_at <= now() - ($2::int * interval '1 minute')
                                then now() else sign_in_failures.window_started_at end
     returning failures`,
    [key, windowMinutes],
  );
  return Number(r.rows[0]?.failures ?? 1);
}

/**
 * Counts this attempt as a failure before the password is checked (so concurrent attempts cannot
 * slip past the limit) and refuses it with AUTH_TOO_MANY_ATTEMPTS (429) once either counter passes
 * its limit within the window. A successful sign-in then gives the attempt back (`attemptSucceeded`).
 */
export async function reserveAttempt(db: Queryable, keys: { account: string; address: string }, limits: SignInLimits): Promise<void> {
  const perAccount = await bump(db, keys.account, limits.windowMinutes);
  const perAddress = await bump(db, keys.address, limits.windowMinutes);
  if (perAccount > limits.maxFailuresPerAccount || perAddress > limits.maxFailuresPerAddress) {
    throw userError('AUTH_TOO_MANY_ATTEMPTS', 'AUTH_TOO_MANY_ATTEMPTS', {
      status: 429,
      extensions: { retryAfterMinutes: limits.windowMinutes },
    });
  }
}

/** After a successful sign-in: the account's failures are forgotten and the address's attempt given back. */
export async function attemptSucceeded(
  db: Queryable,
  keys: { account: string; address: string },
  limits: Pick<SignInLimits, 'windowMinutes'>,
): Promise<void> {
  await db.query('delete from sign_in_failures where key = $1', [keys.account]);
  await db.query('update sign_in_failures set failures = greatest(failures - 1, 0) where key = $1', [keys.address]);
  // Counters whose window has passed count for nothing: drop them so the table stays small.
  await db.query(`delete from sign_in_failures where window_started_at <= now() - ($1::int * interval '1 minute')`, [limits.windowMinutes]);
}

export interface RegistrationLimits {
  maxRegistrationsPerAddress: number;
  windowMinutes: number;
}

/**
 * Counts one registration attempt from a client address (successful or not, so neither accounts
 * nor taken emails can be tried at will) in the same table as the sign-in counters, so gateways on
 * one database count together, and refuses it with AUTH_TOO_MANY_ATTEMPTS (429) past the limit.
 */
export async function reserveRegistration(db: Queryable, address: string, limits: RegistrationLimits): Promise<void> {
  const attempts = await bump(db, `register-address:${address}`, limits.windowMinutes);
  if (attempts > limits.maxRegistrationsPerAddress) {
    throw userError('AUTH_TOO_MANY_ATTEMPTS', 'AUTH_TOO_MANY_ATTEMPTS', {
      status: 429,
      extensions: { retryAfterMinutes: limits.windowMinutes },
    });
  }
}
