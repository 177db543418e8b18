/** How a provider call failed, for its log line and the failure counter. */
export type FailureKind = 'timeout' | 'connection' | 'http' | 'body' | 'malformed' | 'unauthorized' | 'redirect' | 'contract' | 'circuit-open';

/** What the adapter saw of a failed call: the HTTP status, and the `status`/`statusText` of the body. */
export interface CallDetail {
  httpStatus?: number;
  bodyStatus?: number;
  statusText?: string;
}

/**
 * The provider refused the key or the operation (HTTP 401 or `status: 401` in the body), or the call
 * was not made because the provider refuses the key (see access.ts).
 */
export class ProviderUnauthorizedError extends Error {
  readonly kind: FailureKind = 'unauthorized';
  constructor(
    readonly operation: string,
    readonly detail: CallDetail = {},
    reason = 'access not allowed',
  ) {
    super(`provider refused ${operation}: ${reason}`);
    this.name = 'ProviderUnauthorizedError';
  }
}

/** The provider answered with a redirect (HTTP 302); the client is to follow `location`. */
export class ProviderRedirectError extends Error {
  readonly kind: FailureKind = 'redirect';
  constructor(
    readonly operation: string,
    readonly location: string,
    readonly detail: CallDetail = {},
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
    readonly kind: FailureKind = 'connection',
    readonly detail: CallDetail = {},
  ) {
    super(`provider ${operation} failed: ${reason}`);
    this.name = 'ProviderUnavailableError';
  }
}

/**
 * The provider refused the request itself (`status: 400`, e.g. "Field 'perPage' must be > 0"): the
 * provider is up, but the adapter asked something this provider does not accept. The field still
 * cannot be answered; the log says it is a contract error, not an outage.
 */
export class ProviderContractError extends ProviderUnavailableError {
  constructor(operation: string, readonly statusText: string, detail: CallDetail = {}) {
    super(operation, `refused the request: ${statusText}`, 'contract', detail);
    this.name = 'ProviderContractError';
  }
}

/** The circuit of an operation is open after repeated failures: answered at once, without a call. */
export class ProviderCircuitOpenError extends ProviderUnavailableError {
  constructor(operation: string) {
    super(operation, 'not asked while the provider recovers (circuit open)', 'circuit-open');
    this.name = 'ProviderCircuitOpenError';
  }
}

/** Any failure of the provider adapter (the three classes above and their kinds). */
export type ProviderFailure = ProviderUnauthorizedError | ProviderRedirectError | ProviderUnavailableError;

export function isProviderFailure(err: unknown): err is ProviderFailure {
  return err instanceof ProviderUnauthorizedError || err instanceof ProviderRedirectError || err instanceof ProviderUnavailableError;
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
