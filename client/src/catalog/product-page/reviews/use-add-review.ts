import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { AddReviewInput } from '../../../gql/graphql';

/** Stores a review of a product. */
export const AddReviewMutation = graphql(`
  mutation AddReview($input: AddReviewInput!) {
    addReview(input: $input) {
      id
    }
  }
`);

/** Adding a review: the product's reviews and rating are asked again once it is stored. A refusal rejects. */
export function useAddReview() {
  const [mutate, { loading }] = useMutation(AddReviewMutation, { refetchQueries: ['ProductReviews', 'ProductPage'] });
  const addReview = (input: AddReviewInput) => mutate({ variables: { input } });
  return { addReview, loading };
}
