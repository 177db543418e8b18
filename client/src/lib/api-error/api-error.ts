import { CombinedGraphQLErrors } from '@apollo/client';

/** The stable `extensions.code` of the first GraphQL error the server answered, if any. */
export function apiErrorCode(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : null;
}

/**
 * The translation key to show for a failed operation: `ERROR_API_<code>` when the server answered
 * a code the translations know, else ERROR_API_UNKNOWN.
 */
export function apiErrorKey(error: unknown, known: (key: string) => boolean): string {
  const code = apiErrorCode(error);
  const key = code ? `ERROR_API_${code}` : null;
  return key && known(key) ? key : 'ERROR_API_UNKNOWN';
}
