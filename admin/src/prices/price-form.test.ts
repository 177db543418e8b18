import { describe, expect, it } from 'vitest';
import { intlLocale } from '../../../client/src/ui/locale';
import { columnsOf, percentOf, readNumber, readRuleForm, ruleFormOf } from './price-form';

describe('price form numbers', () => {
  it('reads numbers as people type them in Argentina and elsewhere', () => {
    expect(readNumber('40')).toBe(40);
    expect(readNumber('10,5')).toBe(10.5);
    expect(readNumber('1.234,56')).toBe(1234.56);
    expect(readNumber('1,234.56')).toBe(1234.56);
    expect(readNumber('1.000')).toBe(1000);
    expect(readNumber('$ 10')).toBe(10);
    expect(readNumber('-5 %')).toBe(-5);
    expect(readNumber('diez')).toBeNull();
    expect(readNumber('')).toBeNull();
  });

  it('turns a rule form into basis points and centavos and back', () => {
    const read = readRuleForm({ percent: '40', surcharge: '', rounding: '10', minMargin: '15' });
    expect(read).toEqual({ ok: true, values: { percentBp: 4000, surchargeCentavos: 0, roundingCentavos: 1000, minMarginBp: 1500 } });
    if (read.ok) expect(ruleFormOf(read.values)).toEqual({ percent: '40', surcharge: '0', rounding: '10', minMargin: '15' });
    expect(ruleFormOf({ percentBp: 1050, surchargeCentavos: 150, roundingCentavos: 1, minMarginBp: 0 })).toEqual({ percent: '10,5', surcharge: '1,5', rounding: '0,01', minMargin: '0' });
  });

  it('names the fields it cannot read', () => {
    expect(readRuleForm({ percent: 'mucho', surcharge: '-1', rounding: '0', minMargin: '5' })).toEqual({ ok: false, fields: ['percent', 'surcharge', 'rounding'] });
  });

  it('writes percentages in every interface language, right-to-left English included', () => {
    expect(percentOf(1050, 'es', intlLocale)).toBe('10,5');
    expect(percentOf(1050, 'en-RTL', intlLocale)).toBe('10.5');
    expect(percentOf(4000, 'ru', intlLocale)).toBe('40');
  });

  it('reads header spellings one per line or separated by semicolons', () => {
    expect(columnsOf('Marca\n MARCA ;Brand\n\n')).toEqual(['Marca', 'MARCA', 'Brand']);
  });
});
