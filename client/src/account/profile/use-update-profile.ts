import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { ProfileInput } from '../../gql/graphql';

/** Changes the account's name, email and phone; the answer updates the cached account (the header's menu too). */
export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      id
      email
      firstName
      lastName
      phone
      avatar
    }
  }
`);

/** Saving the profile; a refusal (AUTH_EMAIL_TAKEN, a field) rejects. */
export function useUpdateProfile() {
  const [mutate, { loading }] = useMutation(UpdateProfileMutation);
  const updateProfile = (input: ProfileInput) => mutate({ variables: { input } });
  return { updateProfile, loading };
}
