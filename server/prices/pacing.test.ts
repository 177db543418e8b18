import { describe, expect, it } from 'vitest';
import { createPacer, heldMs } from './pacing';

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

  it('sizes the next batch to the target asked for it (a busy shop asks for shorter ones)', () => {
    const p = createPacer(100, 10, 1000, 10);
    // 0.1 ms an item.
    p.took(10, 100);
    expect(p.size()).toBe(100);
    expect(p.size(3)).toBe(30);
    p.took(3, 30);
    // Back to the longer target: at most twice the last batch.
    expect(p.size()).toBe(60);
  });

  it('ignores an empty batch', () => {
    const p = createPacer(100, 10, 1000, 25);
    p.took(500, 0);
    expect(p.size()).toBe(100);
  });

  it('counts what the database says a statement held it, not the time it waited in the queue before', () => {
    // 40 ms seen from the worker, 4 of them running: the batch is not shrunk for the queue.
    expect(heldMs({ held_ms: 4 }, 40)).toBe(4);
    expect(heldMs({ held_ms: '4' }, 40)).toBe(4);
    // Never more than seen (another clock), and the time seen when the database said nothing.
    expect(heldMs({ held_ms: 90 }, 40)).toBe(40);
    expect(heldMs({ held_ms: null }, 40)).toBe(40);
    expect(heldMs(undefined, 40)).toBe(40);
    const p = createPacer(100, 25, 2000, 10);
    p.took(heldMs({ held_ms: 5 }, 60), 100);
    expect(p.size()).toBe(200);
  });
});
