/**
 * The models resolvers of the staff API may return instead of the whole GraphQL shape (codegen-admin.ts
 * `mappers`): types only, importing nothing, so the generated types depend on nothing else.
 */

export type StaffStatus = 'invited' | 'active' | 'disabled';

export interface StaffRow {
  id: string;
  email: string;
  name: string;
  role: string;
  status: StaffStatus;
  totpEnrolled: boolean;
  createdAt: string;
}

export type OrderStatusValue = 'PENDING' | 'PREPARING' | 'SHIPPED' | 'DELIVERED' | 'CANCELLED' | 'PAID' | 'COMPLETED';
export type PaymentStatusValue = 'PENDING' | 'APPROVED' | 'REJECTED' | 'REFUNDED' | 'PARTIALLY_REFUNDED';
export type PaymentMethodValue = 'WALLET' | 'CASH_ON_DELIVERY' | 'BANK_TRANSFER';

/** An address as the order keeps it (the checkout's `AddressFields`, in jsonb). */
export interface OrderAddressJson {
  firstName?: string;
  lastName?: string;
  company?: string;
  address1?: string;
  address2?: string;
  city?: string;
  state?: string;
  postcode?: string;
  country?: string;
  email?: string;
  phone?: string;
  documentType?: string | null;
  documentNumber?: string;
  ivaCondition?: string | null;
}

/** An order's own row, as the detail's fields start from. */
export interface OrderDetailModel {
  id: string;
  number: string;
  createdAt: string;
  status: OrderStatusValue;
  paymentMethod: PaymentMethodValue;
  paymentStatus: PaymentStatusValue | null;
  email: string;
  language: string;
  comment: string;
  quantity: number;
  subtotal: string;
  total: string;
  totals: unknown;
  invoiceType: string;
  shippingAddress: OrderAddressJson;
  billingAddress: OrderAddressJson;
}

/** A review as the moderation resolvers return it (`otherReviewCount` and `history` are resolved per field). */
export interface StaffReviewModel {
  id: string;
  productSlug: string;
  productName: string | null;
  author: string;
  email: string | null;
  rating: number;
  content: string;
  originalContent: string | null;
  editedAt: string | null;
  state: 'NEW' | 'PUBLISHED' | 'HIDDEN';
  hiddenReason: string | null;
  moderatedAt: string | null;
  moderatedBy: string | null;
  createdAt: string;
  sample: boolean;
}
