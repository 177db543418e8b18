import type { Queryable } from '../db';

/**
 * A kind of job and the type of its payload, for queuing one (`enqueueJob`) and for registering
 * its handler (`JobRunner.register`). Defined once beside the domain it works for.
 */
export interface JobKind<P> {
  readonly name: string;
  /** Never set: carries the payload's type. */
  readonly payload?: P;
}

const KIND_NAME = /^[a-z][a-z0-9]*(?:[.-][a-z0-9]+)*$/;

/** `defineJobKind<{ orderId: string }>('invoice.issue')`: a payload must be plain JSON. */
export function defineJobKind<P>(name: string): JobKind<P> {
  if (!KIND_NAME.test(name)) throw new Error(`job kind names are lower case words joined by . or -, got "${name}"`);
  return { name };
}

export interface EnqueueOptions {
  /** A second job of the same kind with this key is not queued while the first is kept (done jobs for 30 days). */
  dedupeKey?: string | null;
  /** Not run before then (default: now). */
  runAt?: Date | null;
}

/**
 * Queues a job in `db`, the transaction of what it works on, so the two are stored together or not
 * at all; wake the runner (`kick()`) once that transaction committed. Resolves with the job's id,
 * or null when a job of the kind with the same dedupe key is kept already.
 */
export async function enqueueJob<P>(db: Queryable, kind: JobKind<P>, payload: P, options: EnqueueOptions = {}): Promise<string | null> {
  const r = await db.query<{ id: string | number }>(
    `insert into jobs (kind, payload, dedupe_key, run_at)
     values ($1, $2::jsonb, $3, coalesce($4::timestamptz, now()))
     on conflict (kind, dedupe_key) do nothing
     returning id`,
    [kind.name, JSON.stringify(payload), options.dedupeKey ?? null, options.runAt ?? null],
  );
  return r.rows[0] ? String(r.rows[0].id) : null;
}

/** A job as a worker runs it. */
export interface LeasedJob {
  id: string;
  kind: string;
  payload: unknown;
  dedupeKey: string | null;
  /** This attempt's number, from 1. */
  attempts: number;
}

/**
 * Takes the due job that waited longest among `kinds` for `worker`, until each kind's lease runs
 * out. A job another worker is taking at the same moment is skipped (FOR UPDATE SKIP LOCKED), and
 * a job leased by a worker that stopped before finishing is due again once its lease ran out.
 */
export async function leaseJob(db: Queryable, worker: string, kinds: readonly { name: string; leaseSeconds: number }[]): Promise<LeasedJob | null> {
  if (kinds.length === 0) return null;
  const r = await db.query<{ id: string | number; kind: string; payload: unknown; dedupe_key: string | null; attempts: number }>(
    `with next as (
       select id from jobs
        where kind = any($2::text[]) and done_at is null and dead_at is null and run_at <= now()
          and (lease_until is null or lease_until < now())
        order by run_at, id
        limit 1
        for update skip locked)
     update jobs j
        set lease_until = now() + (k.lease_seconds * interval '1 second'), leased_by = $1, attempts = j.attempts + 1
       from next, unnest($2::text[], $3::int[]) as k(kind, lease_seconds)
      where j.id = next.id and k.kind = j.kind
     returning j.id, j.kind, j.payload, j.dedupe_key, j.attempts`,
    [worker, kinds.map((k) => k.name), kinds.map((k) => Math.ceil(k.leaseSeconds))],
  );
  const row = r.rows[0];
  return row ? { id: String(row.id), kind: row.kind, payload: row.payload, dedupeKey: row.dedupe_key, attempts: row.attempts } : null;
}

/**
 * Seconds until a job of `kinds` may be taken (its run-at, or the end of another worker's lease),
 * 0 when one is due; null when none waits.
 */
export async function secondsToNextJob(db: Queryable, kinds: readonly string[]): Promise<number | null> {
  if (kinds.length === 0) return null;
  const r = await db.query<{ s: number | string | null }>(
    `select extract(epoch from min(greatest(run_at, coalesce(lease_until, run_at))) - now())::float8 as s
       from jobs where kind = any($1::text[]) and done_at is null and dead_at is null`,
    [kinds],
  );
  const s = r.rows[0]?.s;
  return s === null || s === undefined ? null : Math.max(0, Number(s));
}

/**
 * Extends `worker`'s lease on a job it is running by `leaseSeconds` from now; false when the lease
 * ran out meanwhile and another worker took the job (or it ended).
 */
export async function renewJobLease(db: Queryable, id: string, worker: string, leaseSeconds: number): Promise<boolean> {
  const r = await db.query(
    `update jobs set lease_until = now() + ($3::int * interval '1 second')
      where id = $1 and leased_by = $2 and done_at is null and dead_at is null`,
    [id, worker, Math.ceil(leaseSeconds)],
  );
  return r.rowCount > 0;
}

/** Marks a job done, if `worker` still holds it; false when its lease ran out and another worker took it. */
export async function markJobDone(db: Queryable, id: string, worker: string): Promise<boolean> {
  const r = await db.query(
    `update jobs set done_at = now(), lease_until = null, last_error = null
      where id = $1 and leased_by = $2 and done_at is null and dead_at is null`,
    [id, worker],
  );
  return r.rowCount > 0;
}

/** Gives a job back untried (its worker is stopping): due again at once, the attempt not counted. */
export async function releaseJob(db: Queryable, id: string, worker: string): Promise<void> {
  await db.query(
    `update jobs set lease_until = null, leased_by = null, attempts = greatest(attempts - 1, 0)
      where id = $1 and leased_by = $2 and done_at is null and dead_at is null`,
    [id, worker],
  );
}

/**
 * Gives a job back after a failed attempt: due again in `retryInSeconds`, or dead (`dead`: out of
 * attempts, or refused for good) until retried by hand.
 */
export async function markJobFailed(db: Queryable, id: string, worker: string, error: string, retryInSeconds: number, dead: boolean): Promise<void> {
  await db.query(
    `update jobs
        set lease_until = null, leased_by = null, last_error = $3,
            run_at = now() + ($4::int * interval '1 second'),
            dead_at = case when $5 then now() end
      where id = $1 and leased_by = $2 and done_at is null and dead_at is null`,
    [id, worker, error.slice(0, 500), Math.ceil(retryInSeconds), dead],
  );
}

/**
 * Deletes done jobs older than `doneDays` (freeing their dedupe keys, which guard against the same
 * work being queued twice within minutes, not months) and dead ones older than `deadDays`, at most
 * `batch` of each per call. Jobs still to run are never touched.
 */
export async function pruneJobs(db: Queryable, { doneDays = 30, deadDays = 90, batch = 1000 } = {}): Promise<number> {
  const done = await db.query(
    `delete from jobs where id in (select id from jobs where done_at < now() - ($1::int * interval '1 day') limit $2)`,
    [doneDays, batch],
  );
  const dead = await db.query(
    `delete from jobs where id in (select id from jobs where dead_at < now() - ($1::int * interval '1 day') limit $2)`,
    [deadDays, batch],
  );
  return done.rowCount + dead.rowCount;
}
