import type { Queryable } from '../db';
import { userError } from '../errors';

/** Revocation requests one client address may send within the window (as the contact form counts messages). */
export const REVOCATION_LIMITS = { maxRequestsPerAddress: 10, windowMinutes: 60 } as const;

/**
 * Counts one request from `address` before anything is looked up (so order numbers and e-mails cannot
 * be tried at will), in the contact form's counters under a key of its own, and refuses it with
 * REVOCATION_TOO_MANY_REQUESTS (429) past the limit. Runs in its own statement: a refused or unknown
 * request still counts.
 */
export async function reserveRevocationRequest(db: Queryable, address: string, limits = REVOCATION_LIMITS): Promise<void> {
  const r = await db.query<{ messages: number }>(
    `insert into contact_rate_limits (key, messages, window_started_at) values ($1, 1, now())
     on conflict (key) do update set
       messages = case when contact_rate_limits.window_started_at <= now() - ($2::int * interval '1 minute')
                       then 1 else contact_rate_limits.messages + 1 end,
       window_started_at = case when contact_rate_limits.window_started_at <= now() - ($2::int * interval '1 minute')
                                then now() else contact_rate_limits.window_started_at end
     returning messages`,
    [`revocation:${address}`, limits.windowMinutes],
  );
  if (Number(r.rows[0]?.messages ?? 1) > limits.maxRequestsPerAddress) {
    throw userError('REVOCATION_TOO_MANY_REQUESTS', 'Too many revocation requests from this address; try again later', {
      status: 429,
      extensions: { retryAfterMinutes: limits.windowMinutes },
    });
  }
}
