import { graphql } from '../gql';

export const SIGN_IN = graphql(`
  mutation AdminSignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      step
      enrolment {
        secret
        uri
      }
    }
  }
`);

export const VERIFY_TOTP = graphql(`
  mutation AdminVerifyTotp($code: String!) {
    verifyTotp(code: $code) {
      step
    }
  }
`);
