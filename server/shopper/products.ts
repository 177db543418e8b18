import type { ProductLookup, ProductModel } from '../catalog/model';
import { userError } from '../errors';

export type { ProductLookup } from '../catalog/model';

/** Wraps a lookup so that one request asks for each product once. */
export function memoiseLookup(find: ProductLookup): ProductLookup {
  const seen = new Map<string, Promise<ProductModel | null>>();
  return (id) => {
    let p = seen.get(id);
    if (!p) {
      p = find(id);
      seen.set(id, p);
    }
    return p;
  };
}

/** The product, or 'Product not found' (PRODUCT_NOT_FOUND, 404). */
export async function requireProduct(lookup: ProductLookup, id: string): Promise<ProductModel> {
  const product = id.length <= 200 ? await lookup(id) : null;
  if (!product) throw userError('PRODUCT_NOT_FOUND', 'Product not found', { status: 404 });
  return product;
}

/** Looks up many products at once; the answer keeps the order and has null for unknown ids. */
export function lookupAll(lookup: ProductLookup, ids: readonly string[]): Promise<(ProductModel | null)[]> {
  return Promise.all(ids.map((id) => lookup(id)));
}
