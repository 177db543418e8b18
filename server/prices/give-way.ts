import { performance } from 'node:perf_hooks';
import { BUSY_HOLD_MS, HOLD_TARGET_MS } from './pacing';

/**
 * How an import shares its gateway's worker with the shoppers it serves. Between two pieces of its
 * work (a batch statement, some hundreds of rows read and matched) it gives way: a few milliseconds
 * when the worker's loop was otherwise idle, so an import on a quiet shop goes at full speed; while
 * the loop was busy with other work (requests) more than `BUSY_SHARE` of the time, a pause of
 * `BUSY_PAUSE_FACTOR` times the piece's time, and the next batch sized to hold the database for
 * `BUSY_HOLD_MS` instead of `HOLD_TARGET_MS`: the import then takes about a tenth of the worker and
 * of the database, and a shopper's request seldom waits for one of its statements, and never long.
 * (Pausing twice the piece, a third of the database, with 10 ms batches, raised shoppers' p99 by
 * 80–120 % while a list applied; see bench:price-import-load.)
 */
export interface GiveWay {
  /** After a piece of work: `workMs` it took (a batch: how long it held the database), `ownLoopMs` of it spent in this loop. */
  after(workMs: number, ownLoopMs?: number): Promise<void>;
  /** How long the next batch statement should hold the database: shorter while the shop is busy. */
  holdMs(): number;
}

/** Above this share of the loop's time spent on other work, the shop is busy. */
export const BUSY_SHARE = 0.25;
/** On a busy shop, the pause after a piece of work, in multiples of the piece's time. */
export const BUSY_PAUSE_FACTOR = 10;
/** The pause after a batch statement on a quiet shop (a request's next query is not queued behind the next batch). */
export const QUIET_PAUSE_MS = 5;
/** The longest pause a busy shop makes an import take at once. */
const MAX_PAUSE_MS = 250;

const sleep = (ms: number) => new Promise<void>((resolve) => (ms > 0 ? setTimeout(resolve, ms) : setImmediate(resolve)));

/** The loop's time since the last look: how long it was idle and how long active, in ms. */
export interface LoopTime {
  idle: number;
  active: number;
}

/** What the import reads of its loop and how it pauses: this process's event loop and timers, unless a test says otherwise. */
export interface Loop {
  /** The loop's idle and active time since the last call (the first call: since the import began). */
  since(): LoopTime;
  sleep(ms: number): Promise<void>;
}

function eventLoop(): Loop {
  let last = performance.eventLoopUtilization();
  return {
    since() {
      const now = performance.eventLoopUtilization();
      const { idle, active } = performance.eventLoopUtilization(now, last);
      last = now;
      return { idle, active };
    },
    sleep,
  };
}

/** Whether other work kept the loop busy, given its time since the last look and `ownLoopMs` of it that was the import's own. */
export function busyWithOthers(loop: LoopTime, ownLoopMs: number): boolean {
  const elapsed = loop.idle + loop.active;
  return elapsed > 0 && Math.max(0, loop.active - ownLoopMs) / elapsed > BUSY_SHARE;
}

/** The pause after a piece of `workMs`, the shop busy or not. */
export function pauseAfter(busy: boolean, workMs: number, quietMs: number): number {
  return busy ? Math.min(MAX_PAUSE_MS, Math.max(quietMs, workMs * BUSY_PAUSE_FACTOR)) : quietMs;
}

/** `quietMs`: the pause on a quiet shop (0: a turn of the loop only, for reading rows). */
export function giveWay(quietMs = QUIET_PAUSE_MS, loop: Loop = eventLoop()): GiveWay {
  loop.since();
  let busy = false;
  return {
    async after(workMs, ownLoopMs = 0) {
      busy = busyWithOthers(loop.since(), ownLoopMs);
      // The pause's own loop time (the requests served meanwhile) counts for the next decision.
      await loop.sleep(pauseAfter(busy, workMs, quietMs));
    },
    holdMs: () => (busy ? BUSY_HOLD_MS : HOLD_TARGET_MS),
  };
}
