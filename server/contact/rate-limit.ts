import type { Queryable } from '../db';
import { userError } from '../errors';

export interface ContactLimits {
  /** Messages one client address may send within the window. */
  maxMessagesPerAddress: number;
  windowMinutes: number;
}

/** A few messages an hour per address: enough for a visitor, too few for a flood. */
export const CONTACT_LIMITS: ContactLimits = { maxMessagesPerAddress: 5, windowMinutes: 60 };

/**
 * Counts one message from `address` before it is stored (so concurrent sends cannot slip past the
 * limit, as the sign-in counters do) and refuses it with CONTACT_TOO_MANY_MESSAGES (429) once the
 * address passes its limit within the window. Counters whose window has passed start again at 1.
 */
export async function reserveContactMessage(db: Queryable, address: string, limits: ContactLimits = CONTACT_LIMITS): Promise<void> {
  const messages = await countInWindow(db, `address:${address}`, limits.windowMinutes);
  if (messages > limits.maxMessagesPerAddress) {
    throw userError('CONTACT_TOO_MANY_MESSAGES', 'Too many messages from this address; try again later', {
      status: 429,
      extensions: { retryAfterMinutes: limits.windowMinutes },
    });
  }
}

/**
 * Counts one request under `key` in the per-address counters (`contact_rate_limits`) and returns the
 * count within the window; a counter whose window has passed starts again at 1. One statement, so
 * concurrent requests cannot slip past a limit.
 */
export async function countInWindow(db: Queryable, key: string, windowMinutes: number): Promise<number> {
  const r = await db.query<{ messages: number }>(
    `insert into contact_rate_limits (key, messages, window_started_at) values ($1, 1, now())
     on conflict (key) do update set
       messages = case when contact_rate_limits.window_started_at <= now() - ($2::int * interval '1 minute')
                       then 1 else contact_rate_limits.messages + 1 end,
       window_started_at = case when contact_rate_limits.window_started_at <= now() - ($2::int * interval '1 minute')
                                then now() else contact_rate_limits.window_started_at end
     returning messages`,
    [key, windowMinutes],
  );
  return Number(r.rows[0]?.messages ?? 1);
}
