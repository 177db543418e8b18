import type { ServerResponse } from 'node:http';
import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import { InMemoryLRUCache, type KeyValueCache } from '@apollo/utils.keyvaluecache';
import { graphqlAnswerPolicy, type GraphQLAnswerPolicy, type SharedCaching } from '../cache/policy';
import type { Config } from '../config';
import type { HttpGraphQLContext } from './request-context';
import type { CatalogVersion } from '../catalog';
import { currentVehicleId } from '../garage';
import { answerUnkeepable } from '../provider';
import { RedisKeyValueCache, type SharedRedis } from '../redis';

import { readsCurrentVehicle } from './session-dependence';

/** How the answer cache may keep an answer: as the policy says, and under which vehicle when it follows the shopper's. */
export interface KeptAnswer extends GraphQLAnswerPolicy {
  /** The shopper's current vehicle the answer was made for (null: none, or the answer does not follow it). */
  vehicleId: string | null;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Response {
      /** How the answer cache (answer-cache.ts) may keep this GraphQL answer, as the policy decided when it was made. */
      keptAnswer?: KeptAnswer;
    }
  }
}

/** How the answer cache may keep the answer written on `res` (none: not to be kept). */
export function keptAnswerOf(res: ServerResponse): KeptAnswer | undefined {
  return (res as Partial<Express.Response>).keptAnswer;
}

/**
 * The store of persisted queries: the shared Redis when REDIS_URL is set (each read and write
 * within REDIS_TIMEOUT_MS: a late read is a miss, the request goes on), else memory.
 */
export function sharedAnswerStore(config: Pick<Config, 'cache'>, redis: SharedRedis | null): KeyValueCache<string> {
  if (redis) return new RedisKeyValueCache(redis, 'shop:answers:');
  return new InMemoryLRUCache<string>({ maxSize: config.cache.memoryMb * 1024 * 1024 });
}

function followsVehicle(rc: GraphQLRequestContext<HttpGraphQLContext>): boolean {
  return rc.document !== undefined && readsCurrentVehicle(rc.document, rc.operationName ?? rc.request.operationName, rc.request.variables);
}

/**
 * Asks the cache policy (server/cache/policy.ts) about every GraphQL answer once it is made: the
 * schema's `@cacheControl` hints, whether it follows the shopper's current vehicle, whether the
 * parts provider refused the shop's key while it was made. Sets `Cache-Control` and `Vary` as the
 * policy says, and tells the gateway's answer cache (answer-cache.ts, the one place GraphQL
 * answers are kept) how long it may keep it.
 */
export function answerPolicyPlugins(version: CatalogVersion, caching: SharedCaching): ApolloServerPlugin<HttpGraphQLContext>[] {
  const policy: ApolloServerPlugin<HttpGraphQLContext> = {
    async requestDidStart() {
      return {
        async willSendResponse(rc) {
          const http = rc.response.http;
          const hints = rc.overallCachePolicy.policyIfCacheable();
          const single = rc.response.body.kind === 'single' ? rc.response.body.singleResult : null;
          const complete = single !== null && !single.errors;
          const operation = rc.operation?.operation;
          const decided = graphqlAnswerPolicy(caching, {
            operation,
            hints: hints && { maxAge: hints.maxAge, scope: hints.scope === 'PRIVATE' ? 'PRIVATE' : 'PUBLIC' },
            complete,
            followsVehicle: operation === 'query' && complete && hints !== null && followsVehicle(rc),
            providerRefused: answerUnkeepable(),
          });
          if (decided.cacheControl) http.headers.set('cache-control', decided.cacheControl);
          if (decided.vary) http.headers.set('vary', decided.vary);
          if (decided.keepSeconds > 0) rc.contextValue.res.keptAnswer = { ...decided, vehicleId: decided.followsVehicle ? await currentVehicleId(rc.contextValue) : null };
          // A write tells the writer the catalogue version after it (a review moves it): the web
          // client names it in the address of its public GETs from then on, so the writer's next
          // reads pass every cache that keeps the older answers (a shared cache, its own browser's),
          // while other visitors get the change when those copies expire (s-maxage).
          if (operation === 'mutation') http.headers.set('x-catalog-version', version.current);
        },
      };
    },
  };
  // Declared here (it would be added anyway) so that the policy plugin runs after it.
  return [ApolloServerPluginCacheControl({ defaultMaxAge: 0 }), policy];
}
