import type { ApolloClient } from '@apollo/client';

const asked = new Set<string>();

/**
 * Fetches a product page's data into the cache ahead of the click (on a card's hover or focus), so
 * the page and the quick view open without a wait. Each slug is asked once per page load; an answer
 * already in the cache costs nothing, and a failure is left for the page to show.
 */
export function prefetchProduct(client: ApolloClient, slug: string): void {
  if (asked.has(slug)) return;
  asked.add(slug);
  // The product page's query comes with its own module: a page that only shows cards loads it on
  // the first hover, not with its own code.
  import('./product-page-query')
    .then(({ ProductPageQuery }) => client.query({ query: ProductPageQuery, variables: { slug }, fetchPolicy: 'cache-first' }))
    .catch(() => asked.delete(slug));
}
