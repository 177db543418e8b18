import type { Resolvers } from '../generated/graphql';
import { currentVehicleId } from '../garage';
import { notFound } from '../errors';
import { withLinkagesFor } from '../parts';
import { categoryTree, requireShopCategory, withDepth } from './categories';
import { departments } from './departments';
import { productFitStatus, productFits } from './fitment';
import { findProduct } from './index';
import { listShopProducts } from './product-list';
import { productAnalogs, relatedProducts } from './related';
import { reviewStatsLoader } from './review-stats';
import { homeBlock } from './shop-products';
import { categoryName, productText } from './translations';

export const catalogResolvers: Resolvers = {
  Query: {
    categories: async (_p, { depth }, ctx) => {
      const tree = await categoryTree(ctx);
      return tree.roots.shop.map((c) => withDepth(c, Math.max(1, Math.min(depth ?? 2, 3))));
    },
    category: async (_p, { slug }, ctx) => requireShopCategory(await categoryTree(ctx), slug),
    departments: (_p, _args, ctx) => departments(ctx),
    products: (_p, args, ctx) => listShopProducts(ctx, args),
    product: async (_p, { slug }, ctx) => {
      const product = await findProduct(ctx, slug);
      if (!product) throw notFound('Product not found');
      return product;
    },
    relatedProducts: (_p, { slug, limit }, ctx) => relatedProducts(ctx, slug, limit),
    productAnalogs: (_p, { slug, limit }, ctx) => productAnalogs(ctx, slug, limit),
    featuredProducts: (_p, args, ctx) => homeBlock(ctx, 'featured', args),
    popularProducts: (_p, args, ctx) => homeBlock(ctx, 'popular', args),
    topRatedProducts: (_p, args, ctx) => homeBlock(ctx, 'topRated', args),
    specialOffers: (_p, args, ctx) => homeBlock(ctx, 'specialOffers', args),
    latestProducts: (_p, args, ctx) => homeBlock(ctx, 'latest', args),
  },
  Category: {
    name: (category, _args, ctx) => categoryName(ctx, category),
  },
  Product: {
    // The shop's own products in the request's language (Spanish where a text is not translated).
    name: (product, _args, ctx) => productText(ctx, product, 'name'),
    excerpt: (product, _args, ctx) => productText(ctx, product, 'excerpt'),
    description: (product, _args, ctx) => productText(ctx, product, 'description'),
    rating: async (product, _args, ctx) => (await reviewStatsLoader(ctx).load(product.slug)).rating,
    reviews: async (product, _args, ctx) => (await reviewStatsLoader(ctx).load(product.slug)).count,
    fitsVehicle: async (product, { vehicleId }, ctx) => {
      const id = vehicleId ?? (await currentVehicleId(ctx));
      return productFits(await withLinkagesFor(ctx, product, [id]), id);
    },
    fitStatus: async (product, { vehicleId }, ctx) => {
      const id = vehicleId ?? (await currentVehicleId(ctx));
      return productFitStatus(await withLinkagesFor(ctx, product, [id]), id);
    },
  },
};
