import { describe, expect, it } from 'vitest';
import { pageFromParam } from './page-param';

describe('the orders page number', () => {
  it('reads a whole page number from 1', () => {
    expect(pageFromParam('3')).toBe(3);
    expect(pageFromParam('1')).toBe(1);
  });

  it('falls back to the first page for nothing or nonsense', () => {
    for (const raw of [null, '', '0', '-2', '2.5', 'abc', '9999999']) expect(pageFromParam(raw)).toBe(1);
  });
});
