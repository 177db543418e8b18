import { describe, expect, it } from 'vitest';
import { articleKeyOf, brandKeyOf, isNotAnArticle, parseMoney, parseStock } from './normalise';
import { detectDelimiter, detectEncoding } from './read-table';

describe('reading a price list cell', () => {
  it('reads prices written the Argentine way, the English way and as spreadsheet numbers, in centavos', () => {
    expect(parseMoney('1.234,56')).toEqual({ ok: true, value: 123_456 });
    expect(parseMoney('$ 1.234.567,5')).toEqual({ ok: true, value: 123_456_750 });
    expect(parseMoney('1234,5')).toEqual({ ok: true, value: 123_450 });
    expect(parseMoney('1,234.56')).toEqual({ ok: true, value: 123_456 });
    expect(parseMoney('45.000')).toEqual({ ok: true, value: 4_500_000 });
    expect(parseMoney('12.5')).toEqual({ ok: true, value: 1_250 });
    expect(parseMoney('ARS 99')).toEqual({ ok: true, value: 9_900 });
    expect(parseMoney(1234.565)).toEqual({ ok: true, value: 123_457 });
    expect(parseMoney('0,009')).toEqual({ ok: true, value: 1 });
  });

  it('tells a price asked for from a price that is not one', () => {
    for (const t of ['consultar', 'CONSULTAR', '', ' ', 'S/P', '-']) expect(parseMoney(t)).toEqual({ ok: false, reason: 'no-price' });
    for (const t of ['abc', '12a', '-5', '0', '0,00', '1.23.4', 0, -3]) expect(parseMoney(t)).toEqual({ ok: false, reason: 'bad-price' });
  });

  it('reads stock as numbers, lower bounds and words', () => {
    expect(parseStock('12')).toEqual({ ok: true, value: 12 });
    expect(parseStock('>50')).toEqual({ ok: true, value: 50 });
    expect(parseStock('+ 50')).toEqual({ ok: true, value: 50 });
    expect(parseStock('1.200')).toEqual({ ok: true, value: 1200 });
    expect(parseStock('sin stock')).toEqual({ ok: true, value: 0 });
    expect(parseStock('S/STOCK')).toEqual({ ok: true, value: 0 });
    expect(parseStock('')).toEqual({ ok: true, value: 0 });
    expect(parseStock('disponible')).toEqual({ ok: true, value: 1 });
    expect(parseStock(7.9)).toEqual({ ok: true, value: 7 });
    expect(parseStock('muchos')).toEqual({ ok: false, reason: 'bad-stock' });
    expect(parseStock(-1)).toEqual({ ok: false, reason: 'bad-stock' });
  });

  it('compares brands and article numbers in one spelling', () => {
    expect(brandKeyOf('S.K.F.')).toBe(brandKeyOf('SKF'));
    expect(brandKeyOf('Mann Filter')).toBe(brandKeyOf('MANN-FILTER'));
    expect(brandKeyOf('Lemförder')).toBe(brandKeyOf('LEMFÖRDER'));
    expect(articleKeyOf('0 986 494.024')).toBe('0986494024');
    expect(articleKeyOf('w-712/75')).toBe(articleKeyOf('W 712/75'));
    expect(articleKeyOf('13.0460-7184.2')).toBe('13046071842');
  });

  it('knows a totals line from the brand TOTAL', () => {
    expect(isNotAnArticle(['TOTAL GENERAL', '', '', ''], '', '')).toBe(true);
    expect(isNotAnArticle(['Total artículos', '13245', '', ''], '13245', '')).toBe(true);
    expect(isNotAnArticle(['TOTAL', '151234', 'Aceite', '5.000'], '151234', '5.000')).toBe(false);
    expect(isNotAnArticle(['*** fin de lista ***'], '', '')).toBe(true);
  });
});

describe('reading a price list file', () => {
  it('decodes UTF-8 when its bytes are UTF-8 or it starts with a BOM, else Windows-1252', () => {
    expect(detectEncoding(Buffer.from('\uFEFFMarca;Código', 'utf8'))).toEqual({ encoding: 'utf-8', bom: true });
    expect(detectEncoding(Buffer.from('Marca;Código', 'utf8'))).toEqual({ encoding: 'utf-8', bom: false });
    expect(detectEncoding(Buffer.from('Marca;Código', 'latin1'))).toEqual({ encoding: 'windows-1252', bom: false });
  });

  it('finds the separator even with comma decimals', () => {
    expect(detectDelimiter('Lista de precios, noviembre\nMarca;Código;Precio;Stock\nBOSCH;1 2;1.234,56;3\nSKF;V 1;12,5;>50\n')).toBe(';');
    expect(detectDelimiter('Marca,Código,Precio\nBOSCH,"1,2",12.5\nSKF,V1,3.25\n')).toBe(',');
    expect(detectDelimiter('Marca\tCódigo\tPrecio\nBOSCH\t1\t1,5\n')).toBe('\t');
  });
});
