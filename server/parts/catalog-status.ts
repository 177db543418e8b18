import type { ApolloServerPlugin } from '@apollo/server';
import type { CatalogStatus } from '../generated/graphql';
import { providerLoaders, type ProviderContext } from '../provider/loaders';
import { answerUnkeepable, currentProviderRequest } from '../provider/request-scope';

/**
 * `catalogStatus`: unavailable while the provider refuses the shop's key (the adapter's access
 * state; asked once when nothing has been asked of the provider yet). The answer is then not kept.
 */
export async function catalogStatus(ctx: ProviderContext): Promise<CatalogStatus> {
  const report = await providerLoaders(ctx).api.checkAccess();
  if (report.state !== 'refused') return { available: true, reason: null };
  const scope = currentProviderRequest();
  if (scope) scope.providerRefused = true;
  return { available: false, reason: 'PROVIDER_REFUSED' };
}

/**
 * Answers given while the provider refused the key (empty categories, parts, vehicles), and answers
 * missing a part a provider call failed to give (incomplete), are not kept by the response cache,
 * the HTTP answer cache or browsers: the shop shows its catalogue again as soon as the key is
 * taken, and the whole answer at the next ask, instead of empty or partial pages for their max-age.
 * The adapter marks the request (server/provider/access.ts, request-scope.ts); this restricts its
 * cache policy to no caching once execution ends, before the cache plugins read it.
 */
export function refusedAnswersUncached<T extends object>(): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      return {
        async executionDidStart(rc) {
          return {
            async executionDidEnd() {
              if (answerUnkeepable()) rc.overallCachePolicy.restrict({ maxAge: 0 });
            },
          };
        },
      };
    },
  };
}
