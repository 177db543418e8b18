import { describe, expect, it } from 'vitest';
import {
  centavosOf, centavosOfRate, centavosToHundredths, chooseCurrency, convertPesos, CURRENCIES, formatAmount, formatMoney, formatRoubles, hundredthsToCentavos, pesosText,
} from './currencies';

describe('currencies', () => {
  // Rates as the shop keeps them: centavos for one unit (1,450 pesos a dollar).
  const RATES = { USD: 145000, EUR: 165000, GBP: 190000, RUB: 1800 };

  it('reads a rate written as pesos for one unit, exactly, and writes it back', () => {
    expect(centavosOfRate('1450.00')).toBe(145000);
    expect(centavosOfRate('1450')).toBe(145000);
    expect(centavosOfRate('17.5')).toBe(1750);
    expect(centavosOfRate('0')).toBeNull();
    expect(centavosOfRate('-3')).toBeNull();
    expect(centavosOfRate('1,450')).toBeNull();
    expect(pesosText(145000)).toBe('1450.00');
    expect(pesosText(1805)).toBe('18.05');
  });

  it('converts pesos at the shop\'s rate with exact integer arithmetic, half away from zero', () => {
    // AR$ 48.900 at 1,450 pesos a dollar: 33.724137… dollars.
    expect(centavosToHundredths(4_890_000, 145000)).toBe(3372);
    expect(centavosToHundredths(72_500, 145000)).toBe(50);
    // Exactly half a cent rounds up: 0.725 pesos at 1.45 a unit is 0.50 units; 1 centavo at 200 is 0.005.
    expect(centavosToHundredths(1, 200)).toBe(1);
    expect(centavosToHundredths(-1, 200)).toBe(-1);
    expect(hundredthsToCentavos(3372, 145000)).toBe(4_889_400);
    expect(centavosOf(48900.1)).toBe(4_890_010);
    expect(centavosOf(0.29)).toBe(29);
  });

  it('formats roubles as a rounded whole number with space thousands and the ruble suffix', () => {
    expect(formatRoubles(1234567.5)).toBe('1 234 568 ₽');
    expect(formatRoubles(999.4)).toBe('999 ₽');
    expect(formatRoubles(0)).toBe('0 ₽');
    // AR$ 48.900 at 18 pesos a ruble: 2 716,67 roubles.
    expect(formatMoney(48900, 'RUB', 'es', RATES)).toBe('2 717 ₽');
    expect(formatMoney(1_000_000, 'RUB', 'ru', RATES)).toBe('55 556 ₽');
  });

  it('converts by the shop\'s rates and formats the others as Intl would, with the shop\'s symbol', () => {
    const nbsp = /\u00a0/g;
    expect(formatMoney(1234.5, 'ARS', 'es', RATES).replace(nbsp, ' ')).toBe('AR$ 1.234,50');
    expect(formatMoney(48900, 'USD', 'en', RATES)).toBe('$33.72');
    expect(formatMoney(48900, 'USD', 'en-RTL', RATES)).toBe('$33.72');
    expect(formatMoney(165000, 'EUR', 'ru', RATES).replace(nbsp, ' ')).toBe('100,00 €');
    expect(formatMoney(1900, 'GBP', 'en', RATES)).toBe('£1.00');
    expect(formatMoney(48900, 'USD', 'es', RATES).replace(nbsp, ' ')).toBe('$ 33,72');
  });

  it('shows pesos for a currency without a rate', () => {
    expect(formatMoney(48900, 'USD', 'es', {}).replace(/\u00a0/g, ' ')).toBe('AR$ 48.900,00');
    expect(convertPesos(48900, 'EUR', { USD: 145000 })).toEqual({ code: 'ARS', amount: 48900 });
    expect(convertPesos(48900, 'USD', RATES)).toEqual({ code: 'USD', amount: 33.72 });
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
