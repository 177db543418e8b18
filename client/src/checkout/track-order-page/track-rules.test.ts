import { describe, expect, it } from 'vitest';
import { parseOrderNumber, tokenFrom } from './track-rules';

describe('track-order input', () => {
  it('reads an order number of digits only', () => {
    expect(parseOrderNumber(' 1024 ')).toBe(1024);
    expect(parseOrderNumber('#17')).toBe(17);
    expect(parseOrderNumber('0')).toBeNull();
    expect(parseOrderNumber('12a')).toBeNull();
    expect(parseOrderNumber('')).toBeNull();
    expect(parseOrderNumber('99999999999')).toBeNull();
  });

  it('takes the token out of a pasted order link', () => {
    expect(tokenFrom('http://127.0.0.1:4000/shop/order-success?token=abc_DEF-123')).toBe('abc_DEF-123');
    expect(tokenFrom(' abc_DEF-123 ')).toBe('abc_DEF-123');
    expect(tokenFrom('/shop/order-success?x=1&token=a%2Db#top')).toBe('a-b');
  });
});
