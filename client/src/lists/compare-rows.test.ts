import { describe, expect, it } from 'vitest';
import { rowDiffers, rowsWithout, visibleRows } from './compare-rows';

const rows = [
  { name: 'Diámetro', slug: 'diametro', values: ['280 mm', '256 mm', '280 mm'] },
  { name: 'Material', slug: 'material', values: ['Hierro', 'Hierro', 'Hierro'] },
  { name: 'Ventilado', slug: 'ventilado', values: ['Sí', null, 'Sí'] },
  { name: 'Rosca', slug: 'rosca', values: [null, '14 mm', null] },
];

describe('comparison rows', () => {
  it('keeps only the rows where the products differ, a missing value counting as different', () => {
    expect(rows.map(rowDiffers)).toEqual([true, false, true, true]);
    expect(visibleRows(rows, true).map((r) => r.slug)).toEqual(['diametro', 'ventilado', 'rosca']);
    expect(visibleRows(rows, false)).toHaveLength(4);
  });

  it('drops a removed product from every row and the rows nobody has left', () => {
    const without = rowsWithout(rows, 1);
    expect(without.map((r) => [r.slug, r.values])).toEqual([
      ['diametro', ['280 mm', '280 mm']],
      ['material', ['Hierro', 'Hierro']],
      ['ventilado', ['Sí', 'Sí']],
    ]);
    expect(visibleRows(without, true)).toEqual([]);
  });
});
