import { graphql } from '../gql';

export const CONTACT_MESSAGES = graphql(`
  query AdminContactMessages($filter: ContactMessageFilter, $first: Int, $after: String) {
    contactMessages(filter: $filter, first: $first, after: $after) {
      nodes {
        id
        name
        email
        subject
        state
        receivedAt
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
    contactMessageCounts {
      ...AdminContactMessageCounts
    }
  }

  fragment AdminContactMessageCounts on ContactMessageCounts {
    unread
    read
    answered
    total
  }
`);

export const CONTACT_MESSAGE = graphql(`
  query AdminContactMessage($id: ID!) {
    contactMessage(id: $id) {
      ...AdminContactMessageDetail
    }
    contactAnswerLimits {
      minLength
      maxLength
    }
  }

  fragment AdminContactMessageDetail on ContactMessage {
    id
    name
    email
    subject
    message
    language
    state
    receivedAt
    stateChangedAt
    stateChangedBy
    senderHasAccount
    answers {
      id
      body
      staffEmail
      createdAt
    }
    senderOrders {
      number
      createdAt
      status
      total
    }
  }
`);

export const MARK_CONTACT_MESSAGE = graphql(`
  mutation AdminMarkContactMessage($id: ID!, $read: Boolean!) {
    markContactMessage(id: $id, read: $read) {
      ...AdminContactMessageDetail
    }
  }
`);

export const ANSWER_CONTACT_MESSAGE = graphql(`
  mutation AdminAnswerContactMessage($id: ID!, $body: String!) {
    answerContactMessage(id: $id, body: $body) {
      message {
        ...AdminContactMessageDetail
      }
      answer {
        id
      }
    }
  }
`);
