/**
 * The parts-provider adapter: the provider's protocol in its own types (client, shared cache,
 * guard and circuit breakers, per-request loaders, raw answers and their plain shapes). It knows
 * nothing of GraphQL or Express: the GraphQL side is server/parts, the routes are in server/http,
 * and the gateway hands it the endpoint (a real provider or the stand-in) when it composes itself.
 */
export { ProviderApi } from './api';
export type { Market } from './call-pipeline';
export { parseProductSlug, productSlug, type ArticleRef } from './article-ref';
export { searchArticles, type ArticleQuery, type ArticleSearchAnswer } from './article-search';
export {
  ProviderCircuitOpenError, ProviderContractError, ProviderRedirectError, ProviderUnauthorizedError, ProviderUnavailableError,
  isProviderFailure, optionalRead, type ProviderFailure,
} from './errors';
export { brandsOf, createProviderLoaders, providerLoaders, type ProviderContext, type ProviderLoaders } from './loaders';
export { createProviderAdapter, type ProviderAdapter, type ProviderEndpoint, type ProviderSettings } from './runtime';
export type { ProviderBrand, ProviderMake, ProviderModel, ProviderVehicle } from './types';
export { answerUnkeepable, currentProviderRequest, markAnswerIncomplete, withProviderRequestScope, type ProviderRequestScope } from './request-scope';
