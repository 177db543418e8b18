import { describe, expect, it } from 'vitest';
import { singlePageSize } from './provider';

describe('provider page size for a window', () => {
  it('keeps aligned windows at the asked size', () => {
    expect(singlePageSize(0, 8)).toBe(8);
    expect(singlePageSize(16, 8)).toBe(8);
  });

  it('finds a size whose page holds a window that straddles two pages', () => {
    for (const [offset, limit] of [[6, 8], [1006, 8], [10, 5], [94, 48]]) {
      const size = singlePageSize(offset, limit)!;
      expect(size).toBeGreaterThanOrEqual(limit);
      expect(Math.floor(offset / size)).toBe(Math.floor((offset + limit - 1) / size));
    }
  });

  it('gives up when no page of at most 100 holds the window', () => {
    expect(singlePageSize(10, 95)).toBeNull();
  });
});
