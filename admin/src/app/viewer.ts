import { graphql } from '../gql';

export const ADMIN_VIEWER = graphql(`
  query AdminViewer {
    viewer {
      permissions
      idleExpiresAt
      member {
        id
        email
        name
        role {
          code
          name
        }
      }
    }
  }
`);

export const ADMIN_SIGN_OUT = graphql(`
  mutation AdminSignOut {
    signOut
  }
`);
