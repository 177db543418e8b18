import type { Queryable } from '../db';

/** A job given up: out of attempts, or refused for good by its handler. */
export interface DeadJob {
  id: string;
  kind: string;
  payload: unknown;
  dedupeKey: string | null;
  attempts: number;
  createdAt: Date;
  deadAt: Date;
  lastError: string | null;
}

/** The dead jobs, newest first (of one kind with `kind`), for `npm run jobs:dead` and the back office. */
export async function listDeadJobs(db: Queryable, { kind = null, limit = 100 }: { kind?: string | null; limit?: number } = {}): Promise<DeadJob[]> {
  const r = await db.query<{
    id: string | number;
    kind: string;
    payload: unknown;
    dedupe_key: string | null;
    attempts: number;
    created_at: Date | string;
    dead_at: Date | string;
    last_error: string | null;
  }>(
    `select id, kind, payload, dedupe_key, attempts, created_at, dead_at, last_error
       from jobs where dead_at is not null and ($1::text is null or kind = $1)
      order by dead_at desc, id desc limit $2`,
    [kind, limit],
  );
  return r.rows.map((row) => ({
    id: String(row.id),
    kind: row.kind,
    payload: row.payload,
    dedupeKey: row.dedupe_key,
    attempts: row.attempts,
    createdAt: new Date(row.created_at),
    deadAt: new Date(row.dead_at),
    lastError: row.last_error,
  }));
}

/**
 * Puts dead jobs back in the queue, due now with their kind's attempts afresh: those of `ids`, or
 * every dead job (of one kind with `kind`). Resolves with how many were put back; the workers take
 * them at their next look (at once after `kick()` in the same process).
 */
export async function retryDeadJobs(db: Queryable, which: { ids: readonly string[] } | { kind: string | null }): Promise<number> {
  if ('ids' in which) {
    const ids = which.ids.filter((id) => /^\d{1,18}$/.test(id));
    if (ids.length === 0) return 0;
    const r = await db.query(
      `update jobs set dead_at = null, attempts = 0, run_at = now() where dead_at is not null and id = any($1::bigint[])`,
      [ids],
    );
    return r.rowCount;
  }
  const r = await db.query(
    `update jobs set dead_at = null, attempts = 0, run_at = now() where dead_at is not null and ($1::text is null or kind = $1)`,
    [which.kind],
  );
  return r.rowCount;
}

/** How many jobs of each kind are waiting (due or not, running included) and dead. */
export async function jobCounts(db: Queryable): Promise<Map<string, { queued: number; dead: number }>> {
  const r = await db.query<{ kind: string; queued: number; dead: number }>(
    `select kind, count(*) filter (where dead_at is null)::int as queued, count(dead_at)::int as dead
       from jobs where done_at is null group by kind`,
  );
  return new Map(r.rows.map((row) => [row.kind, { queued: Number(row.queued), dead: Number(row.dead) }]));
}
