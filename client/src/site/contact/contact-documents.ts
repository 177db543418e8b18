import { graphql } from '../../gql';

export const ContactPageQuery = graphql(`
  query ContactPage {
    shop {
      name
      phone
      email
      address
      hours
    }
  }
`);
