import { describe, expect, it } from 'vitest';
import { checkDigit, decodeVin } from './vin';

describe('VIN decoder', () => {
  it('accepts a valid North American VIN and reads its make and model year', () => {
    const r = decodeVin(' 1m8gdm9axkp042788 ', 2026);
    expect(r).toMatchObject({ ok: true, vin: '1M8GDM9AXKP042788', checkDigitVerified: true, modelYear: 1989 });
    expect(decodeVin('3VWSCDHS8BK059805', 2026)).toMatchObject({ ok: true, make: 'Volkswagen', modelYear: 2011 });
  });

  it('computes the check digit, X standing for 10', () => {
    expect(checkDigit('1M8GDM9AXKP042788')).toBe('X');
  });

  it('rejects a wrong check digit where the region uses one, and not where it does not', () => {
    const r = decodeVin('3VWSCDHS7BK059805', 2026);
    expect(r).toMatchObject({ ok: false, problem: { code: 'CHECK_DIGIT', expected: '8' } });
    expect(r.ok ? '' : r.reason).toBe('The check digit (position 9) does not match: expected 8.');
    expect(decodeVin('8AWZZZ377BA000001', 2026)).toMatchObject({ ok: true, make: 'Volkswagen', checkDigitVerified: false });
  });

  it('rejects the wrong length, I, O and Q, other characters and a bad model-year code, each with its reason', () => {
    expect(decodeVin('3VWSCDHS8BK0598', 2026)).toMatchObject({ ok: false, problem: { code: 'LENGTH', length: 15 }, reason: 'A VIN has 17 characters; this one has 15.' });
    expect(decodeVin('3VWSCDHS8BK05980', 2026)).toMatchObject({ ok: false, problem: { code: 'LENGTH', length: 16 } });
    for (const vin of ['3VWSCDHS8BK0598O5', '3VWSCDHS8BK0598I5', 'QVWSCDHS8BK059805']) {
      expect(decodeVin(vin, 2026)).toMatchObject({ ok: false, problem: { code: 'LETTERS_IOQ' }, reason: expect.stringMatching(/I, O or Q/) });
    }
    expect(decodeVin('3VWSCDHS8BK05980-', 2026)).toMatchObject({ ok: false, problem: { code: 'CHARACTERS' } });
    expect(decodeVin('8AWZZZ377UA000001', 2026)).toMatchObject({ ok: false, problem: { code: 'MODEL_YEAR', character: 'U' }, reason: expect.stringMatching(/model-year/) });
  });

  it('tells the length before the letters, and the letters before the check digit', () => {
    expect(decodeVin('3VWSCDHS7BK0598O', 2026)).toMatchObject({ problem: { code: 'LENGTH' } });
    expect(decodeVin('3VWSCDHS7BK0598O5', 2026)).toMatchObject({ problem: { code: 'LETTERS_IOQ' } });
  });

  it('places the model year in the cycle given by position 7', () => {
    expect(decodeVin('8AWZZZZ37GA000001', 2026)).toMatchObject({ ok: true, modelYear: 2016 });
    expect(decodeVin('8AWZZZ377GA000001', 2026)).toMatchObject({ ok: true, modelYear: 1986 });
  });
});
