import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { from, map, mergeMap } from 'rxjs';
import { csrfHeaders, csrfToken, readCsrfToken } from './csrf';
import { typePolicies } from './cache';
import { providerRedirectLocation } from './provider-redirect';

/** SHA-256 of a query's text in hexadecimal, by the browser's Web Crypto. */
async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Automatic persisted queries: a query is sent as its hash with GET (so the browser and any CDN can
 * cache public answers, revalidated by ETag), its text only the first time the gateway does not
 * know the hash; mutations stay POST. Left out where Web Crypto is missing (a page served over
 * plain HTTP from another host than localhost): queries are then POSTed whole.
 */
function persistedQueries(): ApolloLink[] {
  if (typeof crypto === 'undefined' || !crypto.subtle) return [];
  return [new PersistedQueryLink({ sha256, useGETForHashedQueries: true })];
}

/**
 * The catalogue version a write of this shopper's answered with (a review moves it), named in the
 * address of every GET from then on: the writer's next reads are new addresses, which no cache has
 * kept (a shared cache in front of the shop, the browser's own), so the writer sees the change at
 * once. Others see it when the copies they share expire (a few seconds' s-maxage).
 */
function catalogVersionLink(uri: string): ApolloLink {
  let version: string | null = null;
  return new ApolloLink((operation, forward) => {
    if (version && (operation.getContext() as { fetchOptions?: { method?: string } }).fetchOptions?.method === 'GET') {
      operation.setContext({ uri: `${uri}${uri.includes('?') ? '&' : '?'}v=${encodeURIComponent(version)}` });
    }
    return forward(operation).pipe(
      map((result) => {
        const moved = (operation.getContext() as { response?: Response }).response?.headers.get('x-catalog-version');
        if (moved) version = moved;
        return result;
      }),
    );
  });
}

/**
 * The shop's Apollo Client: one normalised cache (type policies in cache.ts), the session cookie
 * sent with every request, the CSRF header copied from its cookie on every POST, queries as GET
 * persisted queries, and the parts provider's redirect followed by the browser.
 */
export function createApolloClient(uri = '/graphql'): ApolloClient {
  // Every request carries the token; a write waits for it (asked for once on a page a cache kept,
  // which carries no cookie). Placed after the persisted-query link, so its retry with the query's
  // text (a POST) reads the cookie again.
  const csrfLink = new ApolloLink((operation, forward) =>
    from((operation.getContext() as { fetchOptions?: { method?: string } }).fetchOptions?.method === 'GET' ? Promise.resolve(readCsrfToken()) : csrfToken()).pipe(
      mergeMap((token) => {
        operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
          headers: { ...headers, ...csrfHeaders(token) },
        }));
        return forward(operation);
      }),
    ),
  );
  const redirectLink = new ErrorLink(({ error }) => {
    if (!CombinedGraphQLErrors.is(error) || typeof window === 'undefined') return;
    const location = providerRedirectLocation(error.errors);
    if (location) window.location.assign(location);
  });
  return new ApolloClient({
    link: ApolloLink.from([
      redirectLink,
      ...persistedQueries(),
      csrfLink,
      catalogVersionLink(uri),
      // The preflight header satisfies Apollo Server's CSRF prevention for GET (same origin: no preflight is made).
      new HttpLink({ uri, credentials: 'same-origin', headers: { 'apollo-require-preflight': 'true' } }),
    ]),
    cache: new InMemoryCache({ typePolicies }),
  });
}
