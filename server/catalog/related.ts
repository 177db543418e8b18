import type { GraphQLContext } from '../context';
import { notFound } from '../errors';
import { findProduct } from './index';
import type { ProductModel } from './model';
import { providerAnalogs, providerRelated } from './provider-catalog';
import { blockLimit, relatedShopProducts, shopAnalogs } from './shop-products';

async function requireProduct(ctx: GraphQLContext, slug: string): Promise<ProductModel> {
  const product = await findProduct(ctx, slug);
  if (!product) throw notFound('Product not found');
  return product;
}

/** Products to show beside a product. */
export async function relatedProducts(ctx: GraphQLContext, slug: string, limit: number | null | undefined): Promise<ProductModel[]> {
  const n = blockLimit(limit);
  const product = await requireProduct(ctx, slug);
  return product.source === 'SHOP' ? relatedShopProducts(ctx, product, n) : providerRelated(ctx, product, n);
}

/** Equivalent parts of other brands. */
export async function productAnalogs(ctx: GraphQLContext, slug: string, limit: number | null | undefined): Promise<ProductModel[]> {
  const n = blockLimit(limit);
  const product = await requireProduct(ctx, slug);
  return product.source === 'SHOP' ? shopAnalogs(ctx, product, n) : providerAnalogs(ctx, product, n);
}
