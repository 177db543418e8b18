import { graphql } from '../../gql';

export const LoginPageQuery = graphql(`
  query LoginPage {
    shop {
      demoMode
    }
    demoAccount {
      email
      password
    }
  }
`);
