import { describe, expect, it } from 'vitest';
import { centavosOf, pesosOf, refundKey } from './refund-amount';

describe('a refund amount as the staff type it', () => {
  it('reads pesos with a decimal comma, thousands dots, or a decimal point', () => {
    expect(centavosOf('76.012,50')).toBe(7_601_250);
    expect(centavosOf('76012,5')).toBe(7_601_250);
    expect(centavosOf('$ 1234.50')).toBe(123_450);
    expect(centavosOf('1.234')).toBe(123_400);
    expect(centavosOf('25')).toBe(2_500);
  });

  it('refuses what is not an amount above zero with at most two decimals', () => {
    for (const bad of ['', 'abc', '0', '0,00', '12,345', '-5', '1,2,3']) expect(centavosOf(bad), bad).toBeNull();
  });

  it('writes centavos back as pesos and makes keys the API accepts', () => {
    expect(pesosOf(7_601_250)).toBe('76012.50');
    expect(refundKey()).toMatch(/^[\w.:-]{8,100}$/);
    expect(refundKey()).not.toBe(refundKey());
  });
});
