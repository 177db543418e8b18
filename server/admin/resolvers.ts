import type { Resolvers } from './generated/graphql';
import { staffResolvers } from './resolvers/staff';
import { orderResolvers } from './resolvers/orders';
import { orderOpsResolvers } from './resolvers/order-ops';
import { staffInvoiceResolvers } from './resolvers/invoices';
import { shipmentResolvers } from './resolvers/shipments';
import { orderShippingResolvers } from './resolvers/order-shipping';
import { shippingResolvers } from './resolvers/shipping';
import { messageResolvers } from './resolvers/messages';
import { appResolvers } from './resolvers/apps';
import { reviewResolvers } from './resolvers/reviews';
import { rateResolvers } from './resolvers/rates';
import { priceResolvers } from './resolvers/prices';

/**
 * The staff API's resolvers, one file per domain under server/admin/resolvers/ (merged field by
 * field). Who may call a field is declared in the schema (`@permission` and friends) and checked by
 * server/admin/schema.ts before any resolver here runs.
 */
export const adminResolvers: Resolvers[] = [
  staffResolvers,
  orderResolvers,
  orderOpsResolvers,
  staffInvoiceResolvers,
  shipmentResolvers,
  orderShippingResolvers,
  shippingResolvers,
  messageResolvers,
  appResolvers,
  reviewResolvers,
  rateResolvers,
  priceResolvers,
];
