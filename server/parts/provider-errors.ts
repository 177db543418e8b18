import { userError } from '../errors';
import { ProviderRedirectError, ProviderUnauthorizedError, ProviderUnavailableError } from '../provider/errors';
import { currentProviderRequest } from '../provider/request-scope';

/**
 * What a resolver throws for a provider failure: PROVIDER_REDIRECT with the location, or
 * PROVIDER_UNAVAILABLE. Only the affected field becomes null; the rest of the answer stays.
 */
export function providerGraphQLError(err: unknown): Error {
  if (err instanceof ProviderRedirectError) {
    return userError('PROVIDER_REDIRECT', 'The parts catalogue asks to sign in again', { extensions: { location: err.location } });
  }
  if (err instanceof ProviderUnavailableError || err instanceof ProviderUnauthorizedError) {
    return userError('PROVIDER_UNAVAILABLE', 'The parts catalogue is not available right now');
  }
  return err instanceof Error ? err : new Error(String(err));
}

/**
 * Runs a provider-backed read with the specification's error semantics: a 401 gives `empty` (and
 * the request's answer is not kept by caches: see catalog-status.ts), a redirect or another failure
 * becomes the matching GraphQL error.
 */
export async function withProviderErrors<T>(read: () => Promise<T>, empty: T): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof ProviderUnauthorizedError) {
      const scope = currentProviderRequest();
      if (scope) scope.providerRefused = true;
      return empty;
    }
    throw providerGraphQLError(err);
  }
}
