import { describe, expect, it } from 'vitest';
import { findPostalArea, shippingZone } from './postal-area';
import { POSTAL_CODE_RANGES } from './postal-code-ranges';
import { PROVINCES } from './provinces';

function area(raw: string) {
  const found = findPostalArea(raw);
  if (!found.ok) throw new Error(`${raw}: ${found.problem}`);
  return found.area;
}

describe('postal code to province and locality', () => {
  it('resolves a four-digit code and a CPA to the same province and locality', () => {
    expect(area('1425')).toMatchObject({ code: '1425', province: { letter: 'C' }, locality: 'Ciudad Autónoma de Buenos Aires' });
    expect(area('c1425dkb')).toMatchObject({ postcode: 'C1425DKB', code: '1425', province: { letter: 'C' } });
    expect(area('X5000')).toMatchObject({ code: '5000', province: { letter: 'X' }, locality: 'Córdoba' });
    expect(area('5000').province.name).toBe('Córdoba');
  });

  it('tells the two cities of Tierra del Fuego apart and the Patagonian neighbours', () => {
    expect(area('9410')).toMatchObject({ province: { letter: 'V' }, locality: 'Ushuaia' });
    expect(area('V9420')).toMatchObject({ province: { letter: 'V' }, locality: 'Río Grande' });
    expect(area('9400').province.letter).toBe('Z');
    expect(area('9011').locality).toBe('Caleta Olivia');
    expect(area('9000').province.letter).toBe('U');
  });

  it('lets a CPA letter name the province where the coarse table says another', () => {
    // 2400 heads Córdoba's San Francisco block; a CPA with Santa Fe's letter is a Santa Fe locality.
    expect(area('S2400ABC')).toMatchObject({ province: { letter: 'S' }, locality: null });
  });

  it('calls a code outside the table unknown, and a malformed one malformed', () => {
    expect(findPostalArea('0999')).toEqual({ ok: false, problem: 'ERROR_POSTCODE_UNKNOWN' });
    expect(findPostalArea('9999')).toEqual({ ok: false, problem: 'ERROR_POSTCODE_UNKNOWN' });
    expect(findPostalArea('C0999AAA')).toEqual({ ok: false, problem: 'ERROR_POSTCODE_UNKNOWN' });
    expect(findPostalArea('14250')).toEqual({ ok: false, problem: 'ERROR_FORM_POSTCODE_AR' });
    expect(findPostalArea('')).toEqual({ ok: false, problem: 'ERROR_FORM_POSTCODE_AR' });
  });

  it('covers all 24 jurisdictions with sorted, disjoint ranges', () => {
    const letters = new Set(POSTAL_CODE_RANGES.map((r) => r[2]));
    expect([...letters].sort()).toEqual(PROVINCES.map((p) => p.letter).sort());
    for (let i = 0; i < POSTAL_CODE_RANGES.length; i++) {
      const [first, last] = POSTAL_CODE_RANGES[i];
      expect(first).toBeLessThanOrEqual(last);
      if (i > 0) expect(first).toBeGreaterThan(POSTAL_CODE_RANGES[i - 1][1]);
    }
    // Every range resolves to its own row.
    for (const [first, last, letter, locality] of POSTAL_CODE_RANGES) {
      for (const code of [first, last]) expect(area(String(code))).toMatchObject({ province: { letter }, locality });
    }
  });

  it('puts Greater Buenos Aires in zone 1 and Tierra del Fuego in the farthest', () => {
    expect(shippingZone(area('1425'))).toBe(1);
    expect(shippingZone(area('1900'))).toBe(1);
    expect(shippingZone(area('7600'))).toBe(2);
    expect(shippingZone(area('5000'))).toBe(2);
    expect(shippingZone(area('4000'))).toBe(3);
    expect(shippingZone(area('8300'))).toBe(4);
    expect(shippingZone(area('9410'))).toBe(5);
  });
});
