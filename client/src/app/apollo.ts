import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { csrfHeaders } from './csrf';
import { typePolicies } from './cache';
import { providerRedirectLocation } from './provider-redirect';

/**
 * The shop's Apollo Client: one normalised cache (type policies in cache.ts), the session cookie
 * sent with every request, the CSRF header copied from its cookie on every POST, and the parts
 * provider's redirect followed by the browser.
 */
export function createApolloClient(uri = '/graphql'): ApolloClient {
  const csrfLink = new ApolloLink((operation, forward) => {
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, ...csrfHeaders() },
    }));
    return forward(operation);
  });
  const redirectLink = new ErrorLink(({ error }) => {
    if (!CombinedGraphQLErrors.is(error) || typeof window === 'undefined') return;
    const location = providerRedirectLocation(error.errors);
    if (location) window.location.assign(location);
  });
  return new ApolloClient({
    link: ApolloLink.from([redirectLink, csrfLink, new HttpLink({ uri, credentials: 'same-origin' })]),
    cache: new InMemoryCache({ typePolicies }),
  });
}
