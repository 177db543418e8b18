import { describe, expect, it } from 'vitest';
import type { ProductModel } from '../catalog/model';
import { compareTable } from './table';

type Attrs = Pick<ProductModel, 'attributes'>;
const attr = (slug: string, ...values: string[]) => ({
  name: slug.toUpperCase(),
  slug,
  featured: false,
  values: values.map((v) => ({ slug: v.toLowerCase(), name: v })),
});

describe('compare table', () => {
  it('lists every attribute once, in first-seen order, with each product value or null', () => {
    const products: Attrs[] = [
      { attributes: [attr('diametro', '280'), attr('posicion', 'Delantero', 'Trasero')] },
      { attributes: [attr('posicion', 'Delantero'), attr('espesor', '22')] },
      { attributes: [] },
    ];
    expect(compareTable(products)).toEqual([
      { name: 'DIAMETRO', slug: 'diametro', values: ['280', null, null] },
      { name: 'POSICION', slug: 'posicion', values: ['Delantero, Trasero', 'Delantero', null] },
      { name: 'ESPESOR', slug: 'espesor', values: [null, '22', null] },
    ]);
  });

  it('is empty for an empty list', () => {
    expect(compareTable([])).toEqual([]);
  });
});
