import { graphql } from '../gql';

export const RETURNS = graphql(`
  query AdminReturns($state: ReturnState, $first: Int, $after: String) {
    returns(state: $state, first: $first, after: $after) {
      nodes {
        orderId
        orderNumber
        email
        code
        state
        requestedAt
        termEndsAt
        withinTerm
        late
        receivedAt
        restocked
        refundedAt
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const RECEIVE_RETURN = graphql(`
  mutation AdminReceiveReturn($input: ReceiveReturnInput!) {
    receiveReturn(input: $input) {
      orderId
      state
      receivedAt
      restocked
    }
  }
`);

export const REFUND_RETURN = graphql(`
  mutation AdminRefundReturn($input: RefundReturnInput!) {
    refundReturn(input: $input) {
      repeated
      refund {
        id
        amount
      }
    }
  }
`);
