import { CombinedGraphQLErrors } from '@apollo/client';
import type { ErrorCode } from '../../gql/graphql';
import type { TranslationKey } from '../../i18n/keys';

/** The translation key of a code's own text, when the translations have it (checked by the typecheck). */
type CodeText<C extends ErrorCode> = `ERROR_API_${C}` & TranslationKey;

/**
 * How the client shows each code the API answers (the schema's `ErrorCode`): its own text
 * `ERROR_API_<code>` (in the four translation files; a test checks them), or null when no page
 * shows it as such, and then a page that shows the failure at all says ERROR_API_UNKNOWN. Typed over
 * every `ErrorCode`: a code added to the schema fails the typecheck here until it is given one.
 */
const TEXT_OF_CODE = {
  NOT_FOUND: 'ERROR_API_NOT_FOUND',
  PRODUCT_NOT_FOUND: 'ERROR_API_PRODUCT_NOT_FOUND',
  PRODUCT_UNAVAILABLE: 'ERROR_API_PRODUCT_UNAVAILABLE',
  LIST_TOO_LARGE: 'ERROR_API_LIST_TOO_LARGE',
  ADDRESS_NOT_FOUND: 'ERROR_API_ADDRESS_NOT_FOUND',
  VEHICLE_NOT_FOUND: 'ERROR_API_VEHICLE_NOT_FOUND',
  UNAUTHENTICATED: 'ERROR_API_UNAUTHENTICATED',
  AUTH_INVALID_EMAIL: 'ERROR_API_AUTH_INVALID_EMAIL',
  AUTH_WEAK_PASSWORD: 'ERROR_API_AUTH_WEAK_PASSWORD',
  AUTH_EMAIL_ALREADY_IN_USE: 'ERROR_API_AUTH_EMAIL_ALREADY_IN_USE',
  AUTH_WRONG_PASSWORD: 'ERROR_API_AUTH_WRONG_PASSWORD',
  AUTH_TOO_MANY_ATTEMPTS: 'ERROR_API_AUTH_TOO_MANY_ATTEMPTS',
  PASSWORD_RESET_INVALID: 'ERROR_API_PASSWORD_RESET_INVALID',
  ERROR_ADD_TO_CART_QUANTITY: 'ERROR_API_ERROR_ADD_TO_CART_QUANTITY',
  LIST_FULL: 'ERROR_API_LIST_FULL',
  CART_EMPTY: 'ERROR_API_CART_EMPTY',
  CART_CHANGED: 'ERROR_API_CART_CHANGED',
  PAYMENT_METHOD_UNAVAILABLE: 'ERROR_API_PAYMENT_METHOD_UNAVAILABLE',
  PAYMENT_NOT_REQUIRED: 'ERROR_API_PAYMENT_NOT_REQUIRED',
  PAYMENT_PROVIDER_UNAVAILABLE: 'ERROR_API_PAYMENT_PROVIDER_UNAVAILABLE',
  CONTACT_TOO_MANY_MESSAGES: 'ERROR_API_CONTACT_TOO_MANY_MESSAGES',
  REVOCATION_ORDER_NOT_FOUND: 'ERROR_API_REVOCATION_ORDER_NOT_FOUND',
  REVOCATION_TOO_MANY_REQUESTS: 'ERROR_API_REVOCATION_TOO_MANY_REQUESTS',
  PROVIDER_UNAVAILABLE: 'ERROR_API_PROVIDER_UNAVAILABLE',
  // The limits are far above what a shopper's pages ask, but an address shared by many may reach them.
  RATE_LIMITED: 'ERROR_API_RATE_LIMITED',
  // Forms show the refused field's own message (`extensions.field` and a message key); the client
  // checks its input first, so a refusal without a field is unexpected.
  BAD_USER_INPUT: null,
  // The purchase form sends only the product's own options, all of them chosen (it says
  // ERROR_ADD_TO_CART_OPTIONS itself before sending).
  ERROR_ADD_TO_CART_OPTIONS: null,
  // The vehicle form says any failed VIN lookup in its own words (TEXT_ALERT_UNABLE_TO_FIND_VEHICLE_BY_VIN).
  VIN_INVALID: null,
  VIN_NOT_FOUND: null,
  // Followed by the Apollo link (app/provider-redirect.ts), never shown.
  PROVIDER_REDIRECT: null,
  // Answered by the persisted-query link, which sends the query's text again.
  PERSISTED_QUERY_NOT_FOUND: null,
  // The client's documents are checked against the schema and the limits when it is built, its
  // links send persisted queries the gateway accepts and the CSRF header on every change: these
  // answer other apps and the explorer; for the shop's pages they are a bug (ERROR_API_UNKNOWN).
  GRAPHQL_PARSE_FAILED: null,
  GRAPHQL_VALIDATION_FAILED: null,
  OPERATION_RESOLUTION_FAILURE: null,
  PERSISTED_QUERY_NOT_SUPPORTED: null,
  PERSISTED_QUERY_VERSION_NOT_SUPPORTED: null,
  BAD_REQUEST_VARIABLES: null,
  QUERY_TOO_DEEP: null,
  QUERY_TOO_COSTLY: null,
  QUERY_TOO_COMPLEX: null,
  BAD_REQUEST: null,
  CSRF_TOKEN_INVALID: null,
  // The shop's pages send their own operations (listed in the manifest) with the session cookie on
  // the shop's own origin; tokens, trusted operations and origins are other apps' matters.
  OPERATION_NOT_TRUSTED: null,
  CROSS_ORIGIN_COOKIE: null,
  TOKEN_INVALID: null,
  TOKEN_EXPIRED: null,
  // Answered to the staff's changes of orders, refunds and returns, never to the shop's pages.
  ORDER_TRANSITION_REFUSED: null,
  REFUND_NOT_POSSIBLE: null,
  REFUND_EXCEEDS_REMAINING: null,
  IDEMPOTENCY_KEY_REUSED: null,
  RETURN_STEP_REFUSED: null,
  // The generic ERROR_API_UNKNOWN is the text of an unexpected failure.
  INTERNAL_SERVER_ERROR: null,
} satisfies { [C in ErrorCode]: CodeText<C> | null };

/** A translation key a failed operation is shown with: a code's own text, or ERROR_API_UNKNOWN. */
export type ApiErrorKey = NonNullable<(typeof TEXT_OF_CODE)[ErrorCode]> | 'ERROR_API_UNKNOWN';

/** Every code and its text (null: never shown as its own text), for the translation test. */
export const ERROR_CODE_TEXTS: Readonly<Record<ErrorCode, ApiErrorKey | null>> = TEXT_OF_CODE;

/** Whether a value is one of the API's error codes. */
function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(TEXT_OF_CODE, value);
}

/** `extensions.code` of an error's first GraphQL error as the API's `ErrorCode`; undefined for none or an unknown one. */
export function apiErrorCode(error: unknown): ErrorCode | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return isErrorCode(code) ? code : undefined;
}

/**
 * The translation key to show for a failed operation: `ERROR_API_<code>` when the server answered
 * a code shown in its own words and the translations know it (`known`, i18next's `exists`), else
 * ERROR_API_UNKNOWN.
 */
export function apiErrorKey(error: unknown, known: (key: string) => boolean): ApiErrorKey {
  const code = apiErrorCode(error);
  const key = code ? TEXT_OF_CODE[code] : null;
  return key && known(key) ? key : 'ERROR_API_UNKNOWN';
}
