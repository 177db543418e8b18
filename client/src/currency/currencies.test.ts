import { describe, expect, it } from 'vitest';
import { chooseCurrency, CURRENCIES, formatMoney, formatRoubles } from './currencies';

describe('currencies', () => {
  it('has the rates of the shop', () => {
    expect(Object.fromEntries(Object.values(CURRENCIES).map((c) => [c.code, c.rate]))).toEqual({
      ARS: 1,
      USD: 1,
      GBP: 0.78,
      EUR: 0.92,
      RUB: 64,
    });
  });

  it('formats roubles as a rounded whole number with space thousands and the ruble suffix', () => {
    expect(formatRoubles(1234567.5)).toBe('1 234 568 ₽');
    expect(formatRoubles(999.4)).toBe('999 ₽');
    expect(formatRoubles(0)).toBe('0 ₽');
    expect(formatMoney(100.99, 'RUB', 'es')).toBe('6 463 ₽');
    expect(formatMoney(1000, 'RUB', 'ru')).toBe('64 000 ₽');
  });

  it('converts by the rate and formats the others with Intl and the shop symbol', () => {
    const nbsp = /\u00a0/g;
    expect(formatMoney(1234.5, 'ARS', 'es').replace(nbsp, ' ')).toBe('AR$ 1.234,50');
    expect(formatMoney(1234.5, 'EUR', 'ru').replace(nbsp, ' ')).toBe('1 135,74 €');
    expect(formatMoney(1234.5, 'USD', 'en-RTL')).toBe('$1,234.50');
    expect(formatMoney(100, 'USD', 'en')).toBe('$100.00');
    expect(formatMoney(100, 'GBP', 'en')).toBe('£78.00');
    expect(formatMoney(100, 'EUR', 'en')).toBe('€92.00');
  });

  it('keeps a saved currency only when it is known', () => {
    expect(chooseCurrency('EUR')).toBe('EUR');
    expect(chooseCurrency('XXX')).toBe('ARS');
    expect(chooseCurrency(null)).toBe('ARS');
  });
});
