import { describe, expect, it } from 'vitest';
import { checkArgentinePostcode } from './postcode';
import { findProvince, PROVINCES } from './provinces';
import { checkDocument, cuitCheckDigit, formatDocument, invoiceTypeFor, taxIdentityProblem } from './tax-identity';

describe('CUIT and CUIL', () => {
  it('computes the check digit modulo 11 (11 gives 0, 10 is never issued)', () => {
    expect(cuitCheckDigit('2012345678')).toBe(6);
    expect(cuitCheckDigit('3369345023')).toBe(9);
    expect(cuitCheckDigit('3050001091')).toBe(2);
    // 20-00000001: 11 − (5·2 + 2·1) mod 11 = 11 − 1 = 10: such a number gets prefix 23 instead.
    expect(cuitCheckDigit('2000000001')).toBeNull();
  });

  it('accepts a valid number written with dashes, dots or spaces, and says why it refuses one', () => {
    expect(checkDocument('CUIT', '20-12345678-6')).toEqual({ ok: true, number: '20123456786' });
    expect(checkDocument('CUIL', '27 12345678 0')).toEqual({ ok: true, number: '27123456780' });
    expect(checkDocument('CUIT', '33-69345023-9').ok).toBe(true);
    expect(checkDocument('CUIT', '20-12345678-5')).toEqual({ ok: false, problem: 'ERROR_FORM_CUIT_CHECK_DIGIT' });
    expect(checkDocument('CUIT', '2012345678')).toEqual({ ok: false, problem: 'ERROR_FORM_CUIT_DIGITS' });
    expect(checkDocument('CUIT', '99-12345678-6')).toEqual({ ok: false, problem: 'ERROR_FORM_CUIT_PREFIX' });
    expect(formatDocument('CUIT', '20123456786')).toBe('20-12345678-6');
  });
});

describe('DNI', () => {
  it('has 7 or 8 digits, dots allowed, not starting with 0', () => {
    expect(checkDocument('DNI', '30.123.456')).toEqual({ ok: true, number: '30123456' });
    expect(checkDocument('DNI', '5123456')).toEqual({ ok: true, number: '5123456' });
    for (const bad of ['123456', '123456789', '01234567', '3012345a']) expect(checkDocument('DNI', bad)).toEqual({ ok: false, problem: 'ERROR_FORM_DNI_DIGITS' });
    expect(formatDocument('DNI', '30123456')).toBe('30.123.456');
  });
});

describe('tax identity and invoice type', () => {
  it('gives invoice A to a responsable inscripto and B to everyone else', () => {
    expect(invoiceTypeFor('RESPONSABLE_INSCRIPTO')).toBe('A');
    expect(invoiceTypeFor('MONOTRIBUTO')).toBe('A');
    for (const c of ['CONSUMIDOR_FINAL', 'EXENTO', null] as const) expect(invoiceTypeFor(c)).toBe('B');
  });

  it('needs a type and a valid number, and a CUIT for registered taxpayers', () => {
    expect(taxIdentityProblem({ documentType: 'DNI', documentNumber: '30123456', ivaCondition: 'CONSUMIDOR_FINAL' })).toBeNull();
    expect(taxIdentityProblem({ documentType: null, documentNumber: '30123456', ivaCondition: 'CONSUMIDOR_FINAL' })).toEqual({ field: 'documentType', problem: 'ERROR_FORM_REQUIRED' });
    expect(taxIdentityProblem({ documentType: 'DNI', documentNumber: ' ', ivaCondition: 'CONSUMIDOR_FINAL' })).toEqual({ field: 'documentNumber', problem: 'ERROR_FORM_REQUIRED' });
    expect(taxIdentityProblem({ documentType: 'DNI', documentNumber: '30123456', ivaCondition: 'RESPONSABLE_INSCRIPTO' })).toEqual({ field: 'documentType', problem: 'ERROR_FORM_CUIT_REQUIRED' });
    expect(taxIdentityProblem({ documentType: 'CUIL', documentNumber: '20123456786', ivaCondition: 'MONOTRIBUTO' })).toEqual({ field: 'documentType', problem: 'ERROR_FORM_CUIT_REQUIRED' });
    expect(taxIdentityProblem({ documentType: 'CUIT', documentNumber: '20-12345678-6', ivaCondition: 'RESPONSABLE_INSCRIPTO' })).toBeNull();
  });
});

describe('provinces and postal codes', () => {
  it('lists the 24 jurisdictions once each, with distinct letters', () => {
    expect(PROVINCES).toHaveLength(24);
    expect(new Set(PROVINCES.map((p) => p.letter)).size).toBe(24);
    expect(new Set(PROVINCES.map((p) => p.name)).size).toBe(24);
  });

  it('finds a province by its name in any case or accents, its letter or ISO code, or a usual other name', () => {
    expect(findProvince('cordoba')?.name).toBe('Córdoba');
    expect(findProvince('AR-Q')?.name).toBe('Neuquén');
    expect(findProvince('CABA')?.letter).toBe('C');
    expect(findProvince('Capital Federal')?.letter).toBe('C');
    expect(findProvince('Narnia')).toBeNull();
    expect(findProvince('')).toBeNull();
  });

  it('accepts 4 digits or a CPA whose letter is the province', () => {
    const caba = findProvince('CABA');
    expect(checkArgentinePostcode('1043', caba)).toEqual({ ok: true, postcode: '1043' });
    expect(checkArgentinePostcode('c1043aaz', caba)).toEqual({ ok: true, postcode: 'C1043AAZ' });
    expect(checkArgentinePostcode('C1043', caba)).toEqual({ ok: true, postcode: 'C1043' });
    expect(checkArgentinePostcode('X5000ABC', caba)).toEqual({ ok: false, problem: 'ERROR_FORM_POSTCODE_PROVINCE' });
    for (const bad of ['104', '10435', '1043AAZ', 'I1043AAZ', 'C1043AA']) expect(checkArgentinePostcode(bad, caba)).toEqual({ ok: false, problem: 'ERROR_FORM_POSTCODE_AR' });
  });
});
