import { graphql } from '../gql';

export const VOUCHER_FIELDS = graphql(`
  fragment AdminVoucher on Voucher {
    id
    kind
    letter
    number
    title
    state
    cae
    caeDueDate
    issueDate
    reasons
    total
    downloadUrl
  }
`);

export const ORDER_VOUCHERS = graphql(`
  query AdminOrderVouchers($number: String!) {
    order(number: $number) {
      id
      number
      paymentMethod
      paymentStatus
      canMarkPaid
      vouchers {
        ...AdminVoucher
      }
    }
  }
`);

export const REJECTED_INVOICES = graphql(`
  query AdminRejectedInvoices($first: Int) {
    rejectedInvoices(first: $first) {
      orderId
      orderNumber
      voucher {
        ...AdminVoucher
      }
    }
  }
`);

export const MARK_ORDER_PAID = graphql(`
  mutation AdminMarkOrderPaid($input: MarkOrderPaidInput!) {
    markOrderPaid(input: $input) {
      id
      status
      paymentStatus
      canMarkPaid
      nextStatuses
    }
  }
`);

export const RETRY_INVOICE = graphql(`
  mutation AdminRetryInvoice($input: RetryInvoiceInput!) {
    retryInvoice(input: $input) {
      ...AdminVoucher
    }
  }
`);
