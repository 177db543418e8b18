import { graphql } from '../gql';

export const REVIEWS = graphql(`
  query AdminReviews($filter: ReviewFilter, $first: Int, $after: String) {
    reviews(filter: $filter, first: $first, after: $after) {
      totalCount
      nodes {
        ...AdminReview
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
    reviewStateCounts {
      new
      published
      hidden
    }
  }

  fragment AdminReview on StaffReview {
    id
    productSlug
    productName
    author
    email
    rating
    content
    originalContent
    editedAt
    state
    hiddenReason
    moderatedAt
    moderatedBy
    createdAt
    sample
    otherReviewCount
    history {
      id
      at
      actor
      action
      reason
    }
  }
`);

export const AUTHOR_REVIEWS = graphql(`
  query AdminAuthorReviews($reviewId: ID!) {
    authorReviews(reviewId: $reviewId) {
      id
      productSlug
      productName
      rating
      content
      state
      createdAt
    }
  }
`);

export const PUBLISH_REVIEW = graphql(`
  mutation AdminPublishReview($id: ID!) {
    publishReview(id: $id) {
      ...AdminReview
    }
  }
`);

export const HIDE_REVIEW = graphql(`
  mutation AdminHideReview($id: ID!, $reason: String!) {
    hideReview(id: $id, reason: $reason) {
      ...AdminReview
    }
  }
`);

export const UNHIDE_REVIEW = graphql(`
  mutation AdminUnhideReview($id: ID!) {
    unhideReview(id: $id) {
      ...AdminReview
    }
  }
`);

export const EDIT_REVIEW = graphql(`
  mutation AdminEditReview($id: ID!, $content: String!, $reason: String!) {
    editReview(id: $id, content: $content, reason: $reason) {
      ...AdminReview
    }
  }
`);
