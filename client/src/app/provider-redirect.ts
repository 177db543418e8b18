import type { ErrorCode } from '../gql/graphql';

/** The code the gateway gives an error when the parts provider answered with a redirect (302). */
export const PROVIDER_REDIRECT: ErrorCode = 'PROVIDER_REDIRECT';

interface ErrorLike {
  extensions?: Record<string, unknown> | null;
}

/**
 * Where the browser must go when one of the errors is the provider's redirect: its `location`
 * (or `url`) extension, when it is an http(s) address or a path.
 */
export function providerRedirectLocation(errors: ReadonlyArray<ErrorLike> | undefined): string | null {
  for (const error of errors ?? []) {
    const ext = error.extensions;
    if (!ext || ext.code !== PROVIDER_REDIRECT) continue;
    const location = typeof ext.location === 'string' ? ext.location : typeof ext.url === 'string' ? ext.url : null;
    if (location && (/^https?:\/\//i.test(location) || location.startsWith('/'))) return location;
  }
  return null;
}
