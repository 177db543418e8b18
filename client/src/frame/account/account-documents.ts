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
