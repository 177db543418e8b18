/**
 * The parts catalogue as the other domains use it: the provider adapter's answers as the API's
 * types, with the specification's failures as GraphQL errors (401 → empty, 302 →
 * PROVIDER_REDIRECT, otherwise PROVIDER_UNAVAILABLE). The adapter itself is server/provider.
 */
export { findProviderProduct, findProviderProducts, providerArticlePage } from './provider-products';
export { carId, findProviderCategories, findProviderCategory } from './categories';
export { findArticles, type ArticleQuery, type ArticleResults } from './search';
export { providerGraphQLError, withProviderErrors } from './provider-errors';
export { linkagesAnswer, withLinkagesFor } from './linkages';
