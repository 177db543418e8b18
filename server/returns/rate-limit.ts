import type { Queryable } from '../db';
import { countInWindow } from '../contact/rate-limit';
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
  const requests = await countInWindow(db, `revocation:${address}`, limits.windowMinutes);
  if (requests > limits.maxRequestsPerAddress) {
    throw userError('REVOCATION_TOO_MANY_REQUESTS', 'Too many revocation requests from this address; try again later', {
      status: 429,
      extensions: { retryAfterMinutes: limits.windowMinutes },
    });
  }
}
