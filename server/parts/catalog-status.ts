import type { CatalogStatus } from '../generated/graphql';
import { providerLoaders, type ProviderContext } from '../provider/loaders';
import { currentProviderRequest } from '../provider';

/**
 * `catalogStatus`: unavailable while the provider refuses the shop's key (the adapter's access
 * state; asked once when nothing has been asked of the provider yet). The answer is then kept by
 * nobody (server/cache/policy.ts): the shop shows its catalogue again as soon as the key is taken.
 */
export async function catalogStatus(ctx: ProviderContext): Promise<CatalogStatus> {
  const report = await providerLoaders(ctx).api.checkAccess();
  if (report.state !== 'refused') return { available: true, reason: null };
  const scope = currentProviderRequest();
  if (scope) scope.providerRefused = true;
  return { available: false, reason: 'PROVIDER_REFUSED' };
}
