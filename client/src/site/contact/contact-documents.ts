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

export const SendContactMessageMutation = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      id
      name
      email
      subject
      receivedAt
    }
  }
`);
