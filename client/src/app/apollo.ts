import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { csrfHeaders } from './csrf';
import { typePolicies } from './cache';

/**
 * The shop's Apollo Client: one normalised cache (type policies in cache.ts), the session cookie
 * sent with every request, and the CSRF header copied from its cookie on every POST.
 */
export function createApolloClient(uri = '/graphql'): ApolloClient {
  const csrfLink = new ApolloLink((operation, forward) => {
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, ...csrfHeaders() },
    }));
    return forward(operation);
  });
  return new ApolloClient({
    link: ApolloLink.from([csrfLink, new HttpLink({ uri, credentials: 'same-origin' })]),
    cache: new InMemoryCache({ typePolicies }),
  });
}
