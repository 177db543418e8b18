/**
 * The parts-provider adapter as the other domains use it. Everything goes through per-request
 * DataLoaders over a cache shared by all requests; failures follow the specification (401 → empty,
 * 302 → PROVIDER_REDIRECT, otherwise PROVIDER_UNAVAILABLE).
 */
export { findProviderProduct, findProviderProducts, providerArticlePage } from './products';
export { findProviderCategories, findProviderCategory } from './categories';
export { parseProductSlug, productSlug, placeholderPrice } from './map-article';
export { providerGraphQLError, withProviderErrors } from './errors';
export { providerLoaders } from './loaders';
export { providerRuntime, stopProvider } from './runtime';
