import crypto from 'node:crypto';
import type { CatalogLanguage } from '../shared/catalog-language';
import { createReviewStatsLoader, createShopProductLoader, findProduct, type ProductLookup } from './catalog';
import type { GraphQLContext, RequestHeaders, SessionFields, ViewerSession } from './context';
import type { Logger } from './logger';
import { createProviderLoaders } from './provider';
import { priceBookOf } from './pricing/price-book';
import type { RequestState } from './request-state';
import type { AppServices } from './services';
import { memoiseLookup } from './shopper';

/** The per-request state for one request of a gateway in a language; `findProduct` resolves any product by id. */
export function createRequestState(app: AppServices, findProduct: ProductLookup, language: CatalogLanguage = 'es'): RequestState {
  return {
    language,
    provider: createProviderLoaders(app.provider.api.forLanguage(language)),
    prices: priceBookOf(app.db),
    shopProducts: createShopProductLoader(app),
    reviewStats: createReviewStatsLoader(app.db),
    productLookup: memoiseLookup(findProduct),
    currentVehicleId: null,
  };
}

/** What a transport (or a renderer, or a test) knows of a request when it builds the context. */
export interface ContextRequest {
  requestId: string;
  /** The request's logger (bound to its id); else the gateway's. */
  log?: Logger;
  viewer: ViewerSession;
  clientAddress: string;
  headers: RequestHeaders;
  /** The language the catalogue answers in (the address says it: server/http/catalog-language.ts); Spanish when absent. */
  language?: CatalogLanguage;
}

/** The resolvers' context for one request: its viewer and fresh loaders over the gateway's services. */
export function createContext(app: AppServices, request: ContextRequest): GraphQLContext {
  const ctx = {
    app,
    config: app.config,
    db: app.db,
    log: request.log ?? app.log,
    requestId: request.requestId,
    viewer: request.viewer,
    clientAddress: request.clientAddress,
    headers: request.headers,
    answer: { cookies: [] },
  } as Omit<GraphQLContext, 'loaders'> as GraphQLContext;
  ctx.loaders = createRequestState(app, (id) => findProduct(ctx, id), request.language);
  return ctx;
}

/**
 * A visitor without a session: a session of `fields` (none by default) that is never stored, as a
 * browser's first request has. What a page that is the same for every visitor renders with.
 */
export function anonymousViewer(fields: SessionFields = {}): ViewerSession {
  let session: SessionFields = { ...fields };
  return {
    get session() {
      return session;
    },
    sessionId: null,
    appSessionId: null,
    async regenerate() {
      session = {};
    },
    async save() {
      throw new Error('an anonymous context keeps no session');
    },
    useAppSession() {
      throw new Error('an anonymous context keeps no session');
    },
    dropAppSession() {},
  };
}

/** A context for a visitor without a session (a shared page's render, a script, a test). */
export function anonymousContext(
  app: AppServices,
  request: Partial<Omit<ContextRequest, 'viewer'>> & { session?: SessionFields } = {},
): GraphQLContext {
  return createContext(app, {
    requestId: request.requestId ?? crypto.randomUUID(),
    log: request.log,
    viewer: anonymousViewer(request.session),
    clientAddress: request.clientAddress ?? 'unknown',
    headers: request.headers ?? { userAgent: '', referer: undefined },
    language: request.language,
  });
}
