import type { Resolvers } from '../generated/graphql';
import { assertQuantity } from '../cart/rules';
import { findOne as findCart } from '../cart/service';
import { catalogLookup, requireProduct } from '../shopper';
import { branchesNear, quoteLines } from './service';

export const shippingResolvers: Resolvers = {
  Query: {
    shippingQuote: async (_p, { postcode }, ctx) => {
      const cart = await findCart(ctx, catalogLookup(ctx));
      return quoteLines(ctx, postcode, cart.items.map((i) => ({ product: i.product, quantity: i.quantity, priceCentavos: i.priceCentavos })));
    },
    productShippingQuote: async (_p, { productId, postcode, quantity }, ctx) => {
      const count = quantity ?? 1;
      assertQuantity(count);
      const product = await requireProduct(catalogLookup(ctx), productId);
      return quoteLines(ctx, postcode, [{ product, quantity: count, priceCentavos: product.offer?.priceCentavos ?? 0 }]);
    },
    shippingBranches: (_p, { postcode, carrier }, ctx) => branchesNear(ctx, postcode, carrier),
  },
};
