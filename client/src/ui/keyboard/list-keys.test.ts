import { describe, expect, it } from 'vitest';
import { movedIndex, verticalMove } from './list-keys';

describe('keyboard moves in a list', () => {
  it('reads the vertical keys', () => {
    expect(['ArrowDown', 'ArrowUp', 'Home', 'End', 'ArrowRight', 'a'].map(verticalMove)).toEqual(['next', 'previous', 'first', 'last', null, null]);
  });

  it('wraps at both ends and starts from the edge when nothing is chosen', () => {
    expect(movedIndex(2, 3, 'next')).toBe(0);
    expect(movedIndex(0, 3, 'previous')).toBe(2);
    expect(movedIndex(-1, 3, 'next')).toBe(0);
    expect(movedIndex(-1, 3, 'previous')).toBe(2);
    expect(movedIndex(1, 3, 'first')).toBe(0);
    expect(movedIndex(1, 3, 'last')).toBe(2);
    expect(movedIndex(-1, 0, 'next')).toBe(-1);
  });
});
