import { graphql } from '../../gql';

export const AccountMenuUserFragment = graphql(`
  fragment AccountMenu_user on User {
    id
    email
    firstName
    lastName
    avatar
  }
`);

export const SignInMutation = graphql(`
  mutation SignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      user {
        ...AccountMenu_user
      }
    }
  }
`);
