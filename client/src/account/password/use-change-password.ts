import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

/** Changes the account's password, which signs every other browser and app out. */
export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);

/** Changing the password; the devices list is read again (the others were signed out). A refusal rejects. */
export function useChangePassword() {
  const [mutate, { loading }] = useMutation(ChangePasswordMutation, { refetchQueries: ['DevicesSection'] });
  const changePassword = (currentPassword: string, newPassword: string) => mutate({ variables: { currentPassword, newPassword } });
  return { changePassword, loading };
}
