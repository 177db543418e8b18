import type { ServerResponse } from 'node:http';
import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import responseCachePlugin from '@apollo/server-plugin-response-cache';
import { InMemoryLRUCache, type KeyValueCache } from '@apollo/utils.keyvaluecache';
import type { Config } from '../config';
import type { HttpGraphQLContext } from './request-context';
import type { CatalogVersion } from '../catalog/catalog-version';
import { currentVehicleId } from '../garage';
import type { SharedRedis } from '../redis';
import { RedisKeyValueCache } from '../redis/key-value-cache';
import { readsCurrentVehicle } from './session-dependence';

/** How an answer may be kept, as decided by the schema's hints (set for queries that can be cached). */
export interface AnswerPolicy {
  maxAge: number;
  /** The answer follows the shopper's current vehicle: only a request without a session may reuse it. */
  vehicleDependent: boolean;
}

/** The policy of each cacheable GraphQL answer, read by the HTTP answer cache (answer-cache.ts). */
export const answerPolicies = new WeakMap<ServerResponse, AnswerPolicy>();

/**
 * The store of cached answers and persisted queries: the shared Redis when REDIS_URL is set (each
 * read and write within REDIS_TIMEOUT_MS: a late read is a miss, the request goes on), else memory.
 */
export function sharedAnswerStore(config: Pick<Config, 'cache'>, redis: SharedRedis | null): KeyValueCache<string> {
  if (redis) return new RedisKeyValueCache(redis, 'shop:answers:');
  return new InMemoryLRUCache<string>({ maxSize: config.cache.memoryMb * 1024 * 1024 });
}

function variablesOf(rc: GraphQLRequestContext<HttpGraphQLContext>): Record<string, unknown> | undefined {
  return rc.request.variables;
}

function dependsOnVehicle(rc: GraphQLRequestContext<HttpGraphQLContext>): boolean {
  return rc.document !== undefined && readsCurrentVehicle(rc.document, rc.operationName ?? rc.request.operationName, variablesOf(rc));
}

/**
 * The response cache for queries, honouring the schema's `@cacheControl` hints:
 * - public answers are shared, keyed by the operation, its variables, the catalogue version (a
 *   review or new sample data makes older answers unused), the catalogue's language and, for operations that follow the
 *   shopper's current vehicle, that vehicle;
 * - private answers are kept per session (never for a request without one) and served to that
 *   session only; answers with a maxAge of 0 (cart, account, orders...) are never kept.
 * HTTP headers: public answers say `public, max-age=0, s-maxage=N` (N at most
 * PAGE_SHARED_MAX_AGE_SECONDS) with `Vary: Accept`; private answers and
 * those following the current vehicle say `private, no-cache` (a browser asks again, and gets 304
 * through the ETag while the answer is the same).
 */
export function responseCachePlugins(store: KeyValueCache<string>, version: CatalogVersion, sharedMaxAgeSeconds: number): ApolloServerPlugin<HttpGraphQLContext>[] {
  const headers: ApolloServerPlugin<HttpGraphQLContext> = {
    async requestDidStart() {
      return {
        async willSendResponse(rc) {
          const http = rc.response.http;
          const policy = rc.overallCachePolicy.policyIfCacheable();
          const single = rc.response.body.kind === 'single' ? rc.response.body.singleResult : null;
          const cacheable = policy !== null && rc.operation?.operation === 'query' && single !== null && !single.errors;
          const vehicleDependent = cacheable && dependsOnVehicle(rc);
          if (cacheable && (policy.scope === 'PRIVATE' || vehicleDependent)) {
            http.headers.set('cache-control', 'private, no-cache');
            http.headers.set('vary', 'Accept, Cookie');
          } else if (cacheable) {
            // Browsers ask again every time (a 304 while nothing changed, answered from the gateway's
            // answer cache), so a shopper's own write is never hidden by their browser; shared
            // caches keep it briefly. The gateway keeps it for its whole max-age, until the
            // catalogue version moves.
            http.headers.set('cache-control', `public, max-age=0, s-maxage=${Math.min(policy.maxAge, sharedMaxAgeSeconds)}`);
            http.headers.set('vary', 'Accept');
          }
          if (cacheable && policy.scope === 'PUBLIC') answerPolicies.set(rc.contextValue.res, { maxAge: policy.maxAge, vehicleDependent });
          // A write tells the writer the catalogue version after it (a review moves it): the web
          // client names it in the address of its public GETs from then on, so the writer's next
          // reads pass every cache that keeps the older answers (a shared cache, its own browser's),
          // while other visitors get the change when those copies expire (s-maxage).
          if (rc.operation?.operation === 'mutation') http.headers.set('x-catalog-version', version.current);
        },
      };
    },
  };
  return [
    // Declared here (it would be added anyway) so that the header plugin below runs after it.
    ApolloServerPluginCacheControl({ defaultMaxAge: 0 }),
    headers,
    responseCachePlugin<HttpGraphQLContext>({
      cache: store,
      // A stored session (one that holds a shopper) keeps its private answers; nobody else reads them.
      sessionId: async (rc) => (rc.contextValue.req.session?.shopperId ? rc.contextValue.req.sessionID : null),
      extraCacheKeyData: async (rc) => ({
        catalog: version.current,
        // The language the catalogue answered in (the request's address says it).
        language: rc.contextValue.loaders.language,
        vehicle: dependsOnVehicle(rc) ? await currentVehicleId(rc.contextValue) : undefined,
      }),
    }),
  ];
}
