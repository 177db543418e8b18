import { describe, expect, it } from 'vitest';
import { pageFigures, pageRequest, priceBounds } from './paging';

describe('price filter bounds', () => {
  it('rounds outward to 10 when the largest price has one to three digits', () => {
    expect(priceBounds([5])).toEqual({ min: 0, max: 10 });
    expect(priceBounds([12.5, 87])).toEqual({ min: 10, max: 90 });
    expect(priceBounds([101, 999])).toEqual({ min: 100, max: 1000 });
  });

  it('uses the digit count of the largest price minus two as the exponent', () => {
    expect(priceBounds([1234, 5678])).toEqual({ min: 1200, max: 5700 });
    expect(priceBounds([4300, 152000])).toEqual({ min: 0, max: 160000 });
    expect(priceBounds([250000, 1250001])).toEqual({ min: 200000, max: 1300000 });
  });

  it('keeps bounds that already sit on the step', () => {
    expect(priceBounds([100, 200])).toEqual({ min: 100, max: 200 });
  });

  it('has no bounds without prices', () => {
    expect(priceBounds([])).toBeNull();
  });
});

describe('paging', () => {
  it('works out offsets and positions', () => {
    const req = pageRequest(2, 8, 8, 48);
    expect(req.offset).toBe(8);
    expect(pageFigures(req, 24, 8)).toEqual({ page: 2, limit: 8, total: 24, pages: 3, from: 9, to: 16 });
    expect(pageFigures(pageRequest(9, 8, 8, 48), 24, 0)).toMatchObject({ from: 0, to: 0, pages: 3 });
  });

  it('refuses pages below 1 and limits out of range', () => {
    expect(() => pageRequest(0, 8, 8, 48)).toThrow(/page/);
    expect(() => pageRequest(1, 49, 8, 48)).toThrow(/limit/);
  });
});
