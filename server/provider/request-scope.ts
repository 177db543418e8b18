import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from '../logger';

/** The request a provider call is made for: its logger and id, for the call's log line. */
export interface ProviderRequestScope {
  log: Logger;
  requestId: string;
  /**
   * Set when the provider refused the key (or a call was not made because it does) while this
   * request was answered: its empty answers must not be kept by a cache.
   */
  providerRefused?: boolean;
  /**
   * Set when an answer of this request was given without a part the provider failed to give (one
   * search of several, the categories of the articles, the provider's departments): the answer is
   * shown, but no cache keeps it, so the next ask gets the whole answer.
   */
  incomplete?: boolean;
}

const scope = new AsyncLocalStorage<ProviderRequestScope>();

/** Runs `work` as if for a request (an HTTP request's middleware, background work, tests). */
export function withProviderRequestScope<T>(s: ProviderRequestScope, work: () => T): T {
  return scope.run(s, work);
}

/** The request being answered, when a provider call is made for one. */
export function currentProviderRequest(): ProviderRequestScope | undefined {
  return scope.getStore();
}

/** Marks the request being answered as incomplete (see `ProviderRequestScope.incomplete`). */
export function markAnswerIncomplete(): void {
  const s = scope.getStore();
  if (s) s.incomplete = true;
}

/** Whether the request being answered must not be kept by a cache: the key refused, or a part missing. */
export function answerUnkeepable(): boolean {
  const s = scope.getStore();
  return s?.providerRefused === true || s?.incomplete === true;
}
