import { describe, expect, it } from 'vitest';
import { chooseCurrency, CURRENCIES, formatAmount, formatMoney, formatRoubles } from './currencies';

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

  it('writes every amount as Intl writes it in each money locale, with the shop symbol', () => {
    const amounts = [0, -0, 0.004, 0.005, -0.005, 0.125, 1.005, 2.675, 9.995, 12, 999.995, 1234, 1234.5, 98765.43, 1000000, 1234567.891, -42.1, 3.3 * 3];
    for (let cents = 0; cents < 100000; cents += 137) amounts.push(cents / 100, cents * 10.01);
    for (const locale of ['es-AR', 'en-US', 'ru-RU']) {
      for (const code of ['ARS', 'USD', 'GBP', 'EUR'] as const) {
        const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' });
        for (const amount of amounts) {
          const expected = intl
            .formatToParts(amount)
            .map((part) => (part.type === 'currency' ? CURRENCIES[code].symbol : part.value))
            .join('');
          expect(formatAmount(amount, locale, CURRENCIES[code].symbol), `${locale} ${code} ${amount}`).toBe(expected);
        }
      }
    }
  });
});
