import { userError } from '../errors';

/** The provider refused the key or the operation (HTTP 401 or `status: 401` in the body). */
export class ProviderUnauthorizedError extends Error {
  constructor(readonly operation: string) {
    super(`provider refused ${operation}: access not allowed`);
    this.name = 'ProviderUnauthorizedError';
  }
}

/** The provider answered with a redirect (HTTP 302); the client is to follow `location`. */
export class ProviderRedirectError extends Error {
  constructor(
    readonly operation: string,
    readonly location: string,
  ) {
    super(`provider redirected ${operation} to ${location}`);
    this.name = 'ProviderRedirectError';
  }
}

/** Any other failure: timeout, dropped connection, HTTP 5xx, an error status in the body, malformed JSON. */
export class ProviderUnavailableError extends Error {
  constructor(
    readonly operation: string,
    readonly reason: string,
  ) {
    super(`provider ${operation} failed: ${reason}`);
    this.name = 'ProviderUnavailableError';
  }
}

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
 * Runs a provider-backed read with the specification's error semantics: a 401 gives `empty`,
 * a redirect or another failure becomes the matching GraphQL error.
 */
export async function withProviderErrors<T>(read: () => Promise<T>, empty: T): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof ProviderUnauthorizedError) return empty;
    throw providerGraphQLError(err);
  }
}

/**
 * A read whose failure should not fail its caller (the brand logos of a product list, say): a
 * redirect still propagates, as the client must follow it; any other failure gives `fallback`.
 */
export async function optionalRead<T>(read: Promise<T>, fallback: T): Promise<T> {
  try {
    return await read;
  } catch (err) {
    if (err instanceof ProviderRedirectError) throw err;
    return fallback;
  }
}
