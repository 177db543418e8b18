import type { ProductModel } from '../catalog/model';

export interface CompareRow {
  name: string;
  slug: string;
  /** One entry per product, in the list's order: its values joined with ", ", or null. */
  values: (string | null)[];
}

/** The comparison table: every attribute of any product (first-seen order), with each product's values side by side. */
export function compareTable(products: readonly Pick<ProductModel, 'attributes'>[]): CompareRow[] {
  const rows = new Map<string, CompareRow>();
  products.forEach((product, column) => {
    for (const attribute of product.attributes) {
      let row = rows.get(attribute.slug);
      if (!row) {
        row = { name: attribute.name, slug: attribute.slug, values: products.map(() => null) };
        rows.set(attribute.slug, row);
      }
      const text = attribute.values.map((v) => v.name).join(', ');
      row.values[column] = text === '' ? null : text;
    }
  });
  return [...rows.values()];
}
