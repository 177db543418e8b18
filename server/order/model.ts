import type { AddressFields } from '../address/validation';
import type { CartTotalRow, ChosenOption } from '../cart/rules';
import type { InvoiceType, OrderStatus, PaymentMethod, PaymentStatus } from '../generated/graphql';

// An order as the services hand it to the resolvers and to the e-mails (types only, so the e-mails
// and the mail outbox can name it without reaching the order service).

export interface OrderItemModel {
  productId: string;
  name: string;
  sku: string;
  image: string | null;
  options: ChosenOption[];
  price: number;
  quantity: number;
  total: number;
}

export interface OrderModel {
  id: string;
  token: string;
  number: number;
  createdAt: string;
  payment: PaymentMethod;
  status: OrderStatus;
  email: string;
  comment: string;
  items: OrderItemModel[];
  quantity: number;
  subtotal: number;
  totals: CartTotalRow[];
  total: number;
  /** Order amounts are kept as exact decimals (numeric(14, 2)); this is the total in centavos. */
  totalCentavos: number;
  shippingAddress: AddressFields;
  billingAddress: AddressFields;
  invoiceType: InvoiceType;
  /** The language of the page the order was placed from (its e-mails are written in it). */
  language: string;
  /** WALLET orders: where their payment stands; null for offline methods. */
  onlinePayment: OnlinePaymentModel | null;
  /** The carrier and tracking number once shipped. */
  shipment: ShipmentModel | null;
}

export interface ShipmentModel {
  carrier: string;
  trackingNumber: string;
  shippedAt: string;
  deliveredAt: string | null;
}

export interface OnlinePaymentModel {
  status: PaymentStatus;
  providerPaymentId: string | null;
  updatedAt: string;
  refundedCentavos: number;
}
