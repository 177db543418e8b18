import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { from, mergeMap } from 'rxjs';
import { csrfHeaders, csrfToken } from '../../../client/src/app/csrf';

/** The staff API's address (its own endpoint and schema, apart from the shop's /graphql). */
export const ADMIN_API = '/admin/graphql';

/**
 * The staff app's Apollo Client: the staff session's cookie on every request, the CSRF header on
 * every request (all are POSTs; nothing here is cached by anyone), and a cache of its own.
 */
export function createAdminApolloClient(uri = ADMIN_API): ApolloClient {
  const csrfLink = new ApolloLink((operation, forward) =>
    from(csrfToken()).pipe(
      mergeMap((token) => {
        operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({ headers: { ...headers, ...csrfHeaders(token) } }));
        return forward(operation);
      }),
    ),
  );
  return new ApolloClient({
    link: ApolloLink.from([csrfLink, new HttpLink({ uri, credentials: 'same-origin' })]),
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}
