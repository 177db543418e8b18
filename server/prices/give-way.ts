import { performance } from 'node:perf_hooks';

/**
 * How an import shares its gateway's worker with the shoppers it serves. Between two pieces of its
 * work (a batch statement, some hundreds of rows read and matched) it gives way: a few milliseconds
 * when the worker's loop was otherwise idle, so an import on a quiet shop goes at full speed; while
 * the loop was busy with other work (requests) more than `BUSY_SHARE` of the time, a pause of twice
 * the piece's time, so the import takes about a third of the worker and of the database at most,
 * and shoppers' requests are not slowed by it beyond that.
 */
export interface GiveWay {
  /** After a piece of work: `workMs` it took (a batch: how long it held the database), `ownLoopMs` of it spent in this loop. */
  after(workMs: number, ownLoopMs?: number): Promise<void>;
}

/** Above this share of the loop's time spent on other work, the shop is busy. */
export const BUSY_SHARE = 0.25;
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

/** The pause after a piece of `workMs`, given the loop's time since the last one and `ownLoopMs` of it that was the import's own. */
export function pauseAfter(loop: LoopTime, workMs: number, ownLoopMs: number, quietMs: number): number {
  const elapsed = loop.idle + loop.active;
  const others = elapsed > 0 ? Math.max(0, loop.active - ownLoopMs) / elapsed : 0;
  return others > BUSY_SHARE ? Math.min(MAX_PAUSE_MS, Math.max(quietMs, workMs * 2)) : quietMs;
}

/** `quietMs`: the pause on a quiet shop (0: a turn of the loop only, for reading rows). */
export function giveWay(quietMs = QUIET_PAUSE_MS, loop: Loop = eventLoop()): GiveWay {
  loop.since();
  return {
    async after(workMs, ownLoopMs = 0) {
      // The pause's own loop time (the requests served meanwhile) counts for the next decision.
      await loop.sleep(pauseAfter(loop.since(), workMs, ownLoopMs, quietMs));
    },
  };
}
