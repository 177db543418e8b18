import { describe, expect, it } from 'vitest';
import { createPacer } from './pacing';

describe('an import batch pacer', () => {
  it('sizes batches to the time target from what the last ones cost', () => {
    const p = createPacer(200, 10, 5000, 20);
    // 0.5 ms an item: 40 items make 20 ms.
    p.took(100, 200);
    expect(p.size()).toBe(40);
    p.took(20, 40);
    expect(p.size()).toBe(40);
  });

  it('grows at most twofold a batch and stays within its bounds', () => {
    const p = createPacer(100, 50, 300, 25);
    p.took(1, 100);
    expect(p.size()).toBe(200);
    p.took(1, 200);
    expect(p.size()).toBe(300);
    p.took(10_000, 300);
    expect(p.size()).toBe(50);
  });

  it('ignores an empty batch', () => {
    const p = createPacer(100, 10, 1000, 25);
    p.took(500, 0);
    expect(p.size()).toBe(100);
  });
});
