import type { Queryable } from '../db';

/**
 * Ends every session of the account except `except` (the session id of the request that asks, which
 * stays signed in; null ends them all). Sessions are rows of `sessions` whose data names the
 * account, so every gateway refuses them at once. Setting a new password (reset by e-mail) calls it.
 * Answers how many ended.
 */
export async function signOutEverywhere(db: Queryable, accountId: string, options: { except: string | null }): Promise<number> {
  const r = await db.query(`delete from sessions where data->>'accountId' = $1 and ($2::text is null or sid <> $2)`, [accountId, options.except]);
  return r.rowCount;
}
