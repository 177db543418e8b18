import { describe, expect, it } from 'vitest';
import { giveWay } from './give-way';

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

describe('an import giving way to the shop', () => {
  it('pauses briefly on a quiet loop, twice its piece while other work kept the loop busy, and not for its own work', async () => {
    const way = giveWay(5);
    await way.after(0);
    await new Promise((r) => setTimeout(r, 60));
    expect(await timed(() => way.after(100))).toBeLessThan(150);
    spin(60);
    expect(await timed(() => way.after(100))).toBeGreaterThanOrEqual(195);
    spin(60);
    expect(await timed(() => way.after(100, 60))).toBeLessThan(150);
  });

  it('never pauses longer than a quarter of a second at once', async () => {
    const way = giveWay(5);
    await way.after(0);
    spin(60);
    const ms = await timed(() => way.after(10_000));
    expect(ms).toBeGreaterThanOrEqual(245);
    expect(ms).toBeLessThan(1_000);
  });
});
