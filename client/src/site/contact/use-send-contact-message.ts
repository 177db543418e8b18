import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { ContactMessageInput } from '../../gql/graphql';

/** Sends a message to the shop; the answer is its receipt. */
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

/** Sending the contact form; a refusal (a field, too many messages) rejects. */
export function useSendContactMessage() {
  const [mutate, { loading }] = useMutation(SendContactMessageMutation);
  const sendContactMessage = (input: ContactMessageInput) => mutate({ variables: { input } });
  return { sendContactMessage, loading };
}
