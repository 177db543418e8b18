import crypto from 'node:crypto';
import os from 'node:os';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { Db } from '../db';
import type { Logger } from '../logger';
import { jobCounts } from './dead-letters';
import { leaseJob, markJobDone, markJobFailed, releaseJob, renewJobLease, secondsToNextJob, type JobKind, type LeasedJob } from './queue';

/** Thrown by a handler when trying again cannot help (a refusal of the work itself): the job is dead at once. */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

/** What a handler is told of the job it runs. */
export interface JobRun {
  id: string;
  kind: string;
  /** This attempt's number, from 1. */
  attempt: number;
  maxAttempts: number;
  dedupeKey: string | null;
  log: Logger;
  /** Aborted when the gateway stops: a long job should stop and throw (it is run again later). */
  signal: AbortSignal;
}

/** How the jobs of a kind are run. */
export interface JobHandler<P> {
  /**
   * Does the work; resolving marks the job done, throwing gives it back to be tried again. A job may
   * run more than once (a worker that stopped mid-run): its effects must be safe to repeat.
   */
  run(payload: P, job: JobRun): Promise<void>;
  /** Attempts before the job is dead (default 10). */
  maxAttempts?: number;
  /** Wait after the failed attempt `attempt` (from 1), in seconds (default 30 s doubled each time, up to an hour). */
  backoffSeconds?: (attempt: number) => number;
  /**
   * How long a job stays with a worker that stopped answering (killed, frozen, cut off from the
   * database) before another worker may run it (default 30). The runner renews the lease every third
   * of it while the job runs, so a run may take longer than its lease.
   */
  leaseSeconds?: number;
  /** Jobs of this kind run at once by one worker (default 1). */
  concurrency?: number;
  /** Whether an error means trying again cannot help (besides `PermanentJobError`). */
  isPermanent?: (err: unknown) => boolean;
}

export interface JobRunnerOptions {
  /** How often due jobs are looked for when nothing wakes the runner (default 5 s). */
  pollMs?: number;
  /** Where `jobs_*` metrics go (the gateway's registry). */
  registry?: Registry;
  /**
   * No look at the queue before this settles (a gateway: until it answers, so that its start's
   * queries do not wait behind the queue's on the embedded database); registering and kicking
   * meanwhile look once it has.
   */
  startAfter?: Promise<unknown>;
}

export interface JobRunner {
  /** Runs the jobs of `kind` in this process from now on (one registration per kind). */
  register<P>(kind: JobKind<P>, handler: JobHandler<P>): void;
  /** Looks for due jobs now (after a transaction that queued one committed). */
  kick(): void;
  /** Stops taking jobs, aborts the running ones' signal and waits for them (5 s at most). */
  close(): Promise<void>;
  /** Whether the queue can be read: `failing` with the last error while looking for jobs fails. */
  status(): { ok: true } | { ok: false; reason: string; since: Date };
}

interface Registered {
  name: string;
  handler: JobHandler<unknown>;
  maxAttempts: number;
  leaseSeconds: number;
  concurrency: number;
  backoffSeconds: (attempt: number) => number;
  running: number;
}

/** The longest `close()` waits for running jobs: within the 10 s a stopping gateway allows itself. */
const CLOSE_WAIT_MS = 5_000;

const defaultBackoff = (attempt: number) => Math.min(30 * 2 ** (attempt - 1), 3600);

function jobMetrics(registry: Registry, db: Db, kinds: () => string[]) {
  const done = new Counter({ name: 'jobs_done_total', help: 'Jobs run to the end by this gateway, per kind', labelNames: ['kind'], registers: [registry] });
  const failed = new Counter({
    name: 'jobs_failed_total',
    help: 'Failed job attempts (tried again later, or dead), per kind',
    labelNames: ['kind'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'jobs_duration_seconds',
    help: 'Time a job attempt took, per kind and outcome (done, failed)',
    labelNames: ['kind', 'outcome'],
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [registry],
  });
  // Read from the database when metrics are gathered: the same figures for every worker of a gateway.
  let counts: Promise<Map<string, { queued: number; dead: number }>> | null = null;
  const stored = () => {
    counts ??= jobCounts(db).finally(() => setTimeout(() => (counts = null), 500).unref());
    return counts;
  };
  const gauge = (name: string, help: string, pick: 'queued' | 'dead') =>
    new Gauge({
      name,
      help,
      labelNames: ['kind'],
      registers: [registry],
      aggregator: 'max',
      async collect() {
        const byKind = await stored().catch(() => null);
        if (!byKind) return;
        this.reset();
        for (const kind of new Set([...kinds(), ...byKind.keys()])) this.set({ kind }, byKind.get(kind)?.[pick] ?? 0);
      },
    });
  gauge('jobs_queued', 'Jobs waiting to run (due or later, running included), per kind', 'queued');
  gauge('jobs_dead', 'Dead jobs kept until retried (npm run jobs:dead), per kind', 'dead');
  return { done, failed, duration };
}

/**
 * The shop's job worker, one per gateway process. It leases one due job at a time among the kinds
 * registered here that have a free slot (jobs of other kinds are left to the processes that know
 * them), runs it, and marks it done, or gives it back with its kind's back-off, or dead after its
 * kind's attempts. A stopped process's leases run out and another process runs what it held: at
 * least once, never by two workers at the same time while a lease holds.
 */
export function createJobRunner(db: Db, log: Logger, options: JobRunnerOptions = {}): JobRunner {
  const worker = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
  const pollMs = options.pollMs ?? 5000;
  const kinds = new Map<string, Registered>();
  const metrics = options.registry ? jobMetrics(options.registry, db, () => [...kinds.keys()]) : null;
  const stopping = new AbortController();
  const inFlight = new Set<Promise<void>>();
  /** The lease renewals of the jobs running: a closed runner stops renewing, and what it held runs out. */
  const renewals = new Set<NodeJS.Timeout>();
  let timer: NodeJS.Timeout | null = null;
  let timerAt = Infinity;
  let looking: Promise<void> | null = null;
  let again = false;
  let closed = false;
  let held = options.startAfter !== undefined;
  options.startAfter?.finally(() => {
    held = false;
    wake();
  });
  /** The first failure of the current run of failures to read the queue (null while it reads). */
  let failing: { reason: string; since: Date } | null = null;

  const schedule = (ms: number) => {
    if (closed || Date.now() + ms >= timerAt) return;
    if (timer) clearTimeout(timer);
    timerAt = Date.now() + ms;
    timer = setTimeout(() => {
      timer = null;
      timerAt = Infinity;
      wake();
    }, ms);
    timer.unref();
  };

  /** Renews the lease on `job` every third of it until the returned function is called. */
  const holdLease = (job: LeasedJob, kind: Registered, entry: Record<string, unknown>): (() => void) => {
    let lost = false;
    let ended = false;
    const renew = setInterval(() => {
      renewJobLease(db, job.id, worker, kind.leaseSeconds)
        .then((held) => {
          // A renewal that crossed the job's end finds it done: nothing was lost.
          if (held || lost || ended) return;
          lost = true;
          log.warn({ job: entry }, 'job lease lost while running (another worker may run it too)');
        })
        .catch((err: unknown) => log.warn({ err, job: entry }, 'could not renew a job lease; will try again'));
    }, (kind.leaseSeconds * 1000) / 3);
    renew.unref();
    renewals.add(renew);
    return () => {
      ended = true;
      clearInterval(renew);
      renewals.delete(renew);
    };
  };

  const execute = async (job: LeasedJob, kind: Registered): Promise<void> => {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    const entry = { id: job.id, kind: job.kind, attempts: job.attempts };
    const letGo = holdLease(job, kind, entry);
    try {
      await kind.handler.run(job.payload, {
        id: job.id,
        kind: job.kind,
        attempt: job.attempts,
        maxAttempts: kind.maxAttempts,
        dedupeKey: job.dedupeKey,
        log: log.child({ job: entry }),
        signal: stopping.signal,
      });
    } catch (err) {
      letGo();
      metrics?.failed.inc({ kind: job.kind });
      metrics?.duration.observe({ kind: job.kind, outcome: 'failed' }, seconds());
      const permanent = err instanceof PermanentJobError || kind.handler.isPermanent?.(err) === true;
      const dead = permanent || job.attempts >= kind.maxAttempts;
      const wait = kind.backoffSeconds(job.attempts);
      await markJobFailed(db, job.id, worker, err instanceof Error ? err.message : String(err), wait, dead).catch((e: unknown) =>
        log.error({ err: e, job: entry }, 'could not record a failed job attempt'),
      );
      if (dead) log.error({ err, job: entry }, 'job dead: given up (npm run jobs:dead lists it)');
      else log.warn({ err, job: { ...entry, retryInSeconds: wait } }, 'job failed; will try again');
      return;
    }
    letGo();
    metrics?.done.inc({ kind: job.kind });
    metrics?.duration.observe({ kind: job.kind, outcome: 'done' }, seconds());
    const recorded = await markJobDone(db, job.id, worker).catch((e: unknown) => {
      log.error({ err: e, job: entry }, 'could not record a job done; it will run again');
      return true;
    });
    if (!recorded) log.warn({ job: entry }, 'job done after its lease ran out (another worker may have run it too)');
  };

  /** Runs what is due while slots are free; resolves with how long to wait before looking again. */
  const lookOnce = async (): Promise<number> => {
    for (;;) {
      if (closed) return pollMs;
      const free = [...kinds.values()].filter((k) => k.running < k.concurrency);
      const job = await leaseJob(db, worker, free.map((k) => ({ name: k.name, leaseSeconds: k.leaseSeconds })));
      failing = null;
      if (!job) {
        // Nothing due: look again when the next job (of a kind with a free slot) is, or in pollMs.
        const next = await secondsToNextJob(db, free.map((k) => k.name));
        return next === null ? pollMs : Math.min(pollMs, Math.max(50, next * 1000));
      }
      if (closed) {
        await releaseJob(db, job.id, worker).catch(() => undefined);
        return pollMs;
      }
      const kind = kinds.get(job.kind)!;
      kind.running += 1;
      const done: Promise<void> = execute(job, kind).finally(() => {
        kind.running -= 1;
        inFlight.delete(done);
        wake();
      });
      inFlight.add(done);
    }
  };

  function wake(): void {
    if (closed || held || kinds.size === 0) return;
    if (looking) {
      again = true;
      return;
    }
    let waitMs = pollMs;
    looking = lookOnce()
      .then((ms) => void (waitMs = ms))
      .catch((err: unknown) => {
        const reason = err instanceof Error ? err.message : String(err);
        failing = { reason, since: failing?.since ?? new Date() };
        log.warn({ err }, 'the job queue could not be read; will look again');
      })
      .finally(() => {
        looking = null;
        if (again) {
          again = false;
          wake();
        } else schedule(waitMs);
      });
  }

  return {
    register(kind, handler) {
      if (kinds.has(kind.name)) throw new Error(`job kind ${kind.name} is registered already`);
      kinds.set(kind.name, {
        name: kind.name,
        handler: handler as JobHandler<unknown>,
        maxAttempts: Math.max(1, handler.maxAttempts ?? 10),
        leaseSeconds: Math.max(1, handler.leaseSeconds ?? 30),
        concurrency: Math.max(1, handler.concurrency ?? 1),
        backoffSeconds: handler.backoffSeconds ?? defaultBackoff,
        running: 0,
      });
      wake();
    },
    kick: () => wake(),
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      stopping.abort();
      await looking;
      if (inFlight.size === 0) return;
      let waited: NodeJS.Timeout | undefined;
      const gaveUp = await Promise.race([
        Promise.all([...inFlight]).then(() => false),
        new Promise<boolean>((resolve) => (waited = setTimeout(() => resolve(true), CLOSE_WAIT_MS))),
      ]);
      clearTimeout(waited);
      // Their leases run out and another worker runs them again.
      for (const renew of renewals) clearInterval(renew);
      renewals.clear();
      if (gaveUp) log.warn({ jobs: inFlight.size }, 'stopped with jobs still running');
    },
    status: () => (failing ? { ok: false, ...failing } : { ok: true }),
  };
}
