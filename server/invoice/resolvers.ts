import type { Resolvers } from '../generated/graphql';
import { shopperInvoiceOf } from './jobs';

export const invoiceResolvers: Resolvers = {
  Order: {
    invoice: (order, _a, ctx) => shopperInvoiceOf(ctx.db, order),
  },
};
