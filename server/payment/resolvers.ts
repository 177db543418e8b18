import type { Resolvers } from '../generated/graphql';
import { confirmPayment, startPayment } from './service';

/** Paying an order online: where to pay, and what Mercado Pago says once the shopper comes back. */
export const paymentResolvers: Resolvers = {
  Mutation: {
    startPayment: (_p, { token }, ctx) => startPayment(ctx, token),
    confirmPayment: (_p, { token, paymentId }, ctx) => confirmPayment(ctx, token, paymentId),
  },
};
