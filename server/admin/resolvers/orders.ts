import type { Resolvers } from '../generated/graphql';
import { listOrders, orderAddress, orderDetail, orderHistory, orderLines, orderMails, orderPayments } from '../orders';

export const orderResolvers: Resolvers = {
  Query: {
    orders: async (_p, { filter, first, after }, ctx) => {
      const page = await listOrders(ctx.db, filter ?? {}, first ?? 25, after ?? null);
      return { nodes: page.nodes, pageInfo: { endCursor: page.endCursor, hasNextPage: page.hasNextPage } };
    },
    order: (_p, { id, number }, ctx) => orderDetail(ctx.db, { id, number }),
  },
  OrderDetail: {
    shippingAddress: (o) => orderAddress(o.shippingAddress),
    billingAddress: (o) => orderAddress(o.billingAddress),
    taxIdentity: (o) => {
      const b = orderAddress(o.billingAddress);
      return { invoiceType: o.invoiceType, documentType: b.documentType, documentNumber: b.documentNumber, ivaCondition: b.ivaCondition, name: b.company || `${b.firstName} ${b.lastName}`.trim() };
    },
    lines: (o, _a, ctx) => orderLines(ctx.db, o.id),
    payments: (o, _a, ctx) => orderPayments(ctx.db, o.id),
    mails: (o, _a, ctx) => orderMails(ctx.db, o.id),
    history: (o, _a, ctx) => orderHistory(ctx.db, o),
  },
};
