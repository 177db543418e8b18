import { graphql } from '../gql';

export const ORDERS = graphql(`
  query AdminOrders($filter: OrderFilter, $first: Int, $after: String) {
    orders(filter: $filter, first: $first, after: $after) {
      nodes {
        id
        number
        createdAt
        status
        paymentMethod
        paymentStatus
        email
        customerName
        province
        total
        quantity
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const ORDER = graphql(`
  query AdminOrder($number: String!) {
    order(number: $number) {
      id
      number
      createdAt
      status
      paymentMethod
      paymentStatus
      email
      language
      comment
      quantity
      subtotal
      total
      totals
      lines {
        position
        name
        sku
        price
        quantity
        total
      }
      shippingAddress {
        ...AdminOrderAddress
      }
      shippingChoice {
        carrier
        carrierName
        service
        mode
        branch {
          id
          name
          address
          locality
          postcode
        }
        postcode
        price
        deliveryDaysMin
        deliveryDaysMax
      }
      billingAddress {
        ...AdminOrderAddress
      }
      taxIdentity {
        invoiceType
        documentType
        documentNumber
        ivaCondition
        name
      }
      payments {
        id
        provider
        providerPaymentId
        status
        statusDetail
        amount
        currency
        updatedAt
      }
      mails {
        id
        kind
        to
        subject
        createdAt
        sentAt
        failedAt
        held
      }
      history {
        at
        kind
        actor
        note
      }
      shipment {
        carrier
        trackingNumber
        shippedAt
        deliveredAt
      }
      nextStatuses
      refundableCentavos
      refunds {
        id
        amount
        reason
        state
        createdAt
      }
      return {
        code
        state
        requestedAt
        withinTerm
        late
      }
    }
  }

  fragment AdminOrderAddress on OrderAddress {
    firstName
    lastName
    company
    address1
    address2
    city
    province
    postcode
    country
    email
    phone
    documentType
    documentNumber
    ivaCondition
  }
`);

export const CHANGE_ORDER_STATUS = graphql(`
  mutation AdminChangeOrderStatus($input: ChangeOrderStatusInput!) {
    changeOrderStatus(input: $input) {
      id
      status
      nextStatuses
    }
  }
`);

export const REFUND_ORDER = graphql(`
  mutation AdminRefundOrder($input: RefundOrderInput!) {
    refundOrder(input: $input) {
      repeated
      refund {
        id
        amount
        state
      }
    }
  }
`);
