import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '../logger';

/** The request a provider call is made for: its logger and id, for the call's log line. */
export interface ProviderRequestScope {
  log: Logger;
  requestId: string;
}

const scope = new AsyncLocalStorage<ProviderRequestScope>();

/**
 * Express middleware: the rest of the request runs in a scope that names it, so a provider call made
 * anywhere below (a DataLoader batch, a cached read) logs its failure with this request's id without
 * threading a logger through every function. Mount it after the body parser (a parser's stream
 * callbacks would run outside the scope).
 */
export function providerRequestScope() {
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (!req.log) return next();
    scope.run({ log: req.log, requestId: String(req.id ?? '') }, next);
  };
}

/** Runs `work` as if for a request (background work, tests). */
export function withProviderRequestScope<T>(s: ProviderRequestScope, work: () => T): T {
  return scope.run(s, work);
}

/** The request being answered, when a provider call is made for one. */
export function currentProviderRequest(): ProviderRequestScope | undefined {
  return scope.getStore();
}
