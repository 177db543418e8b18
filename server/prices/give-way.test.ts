import { describe, expect, it } from 'vitest';
import { giveWay, type Loop, type LoopTime } from './give-way';
import { BUSY_HOLD_MS, HOLD_TARGET_MS } from './pacing';

const spin = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // the loop busy, as with requests
  }
};
const timed = async (fn: () => Promise<void>) => {
  const t = performance.now();
  await fn();
  return performance.now() - t;
};

/** A loop whose time since each look is told by the test, and whose pauses are noted, not waited. */
function toldLoop(): Loop & { next: LoopTime; pauses: number[] } {
  const loop = {
    next: { idle: 0, active: 0 },
    pauses: [] as number[],
    since: () => loop.next,
    sleep: async (ms: number) => {
      loop.pauses.push(ms);
    },
  };
  return loop;
}

describe('an import giving way to the shop', () => {
  it('pauses briefly on a quiet loop, ten times its piece while other work kept the loop busy, and not for its own work', async () => {
    const loop = toldLoop();
    const way = giveWay(5, loop);
    // Idle but for a few milliseconds: the quiet pause.
    loop.next = { idle: 57, active: 3 };
    await way.after(100);
    // Busy with others 60 of 80 ms: ten times the piece.
    loop.next = { idle: 20, active: 60 };
    await way.after(20);
    // As busy, but with the import's own 60 ms: quiet again.
    loop.next = { idle: 20, active: 60 };
    await way.after(100, 60);
    // Just over a quarter of the time busy with others: the shop is busy; the pause is never under the quiet one.
    loop.next = { idle: 74, active: 26 };
    await way.after(0.2);
    expect(loop.pauses).toEqual([5, 200, 5, 5]);
  });

  it('asks for shorter batches while the shop is busy, and the usual ones once it is quiet again', async () => {
    const loop = toldLoop();
    const way = giveWay(5, loop);
    expect(way.holdMs()).toBe(HOLD_TARGET_MS);
    loop.next = { idle: 20, active: 60 };
    await way.after(3);
    expect(way.holdMs()).toBe(BUSY_HOLD_MS);
    expect(BUSY_HOLD_MS).toBeLessThan(HOLD_TARGET_MS);
    loop.next = { idle: 57, active: 3 };
    await way.after(3);
    expect(way.holdMs()).toBe(HOLD_TARGET_MS);
  });

  it('never pauses longer than a quarter of a second at once', async () => {
    const loop = toldLoop();
    const way = giveWay(5, loop);
    loop.next = { idle: 0, active: 60 };
    await way.after(10_000);
    expect(loop.pauses).toEqual([250]);
  });

  it('reads this process\'s own loop: a busy loop makes it pause, for real', async () => {
    const way = giveWay(5);
    await way.after(0);
    spin(60);
    const ms = await timed(() => way.after(10_000));
    expect(ms).toBeGreaterThanOrEqual(245);
    expect(ms).toBeLessThan(1_000);
  });
});
