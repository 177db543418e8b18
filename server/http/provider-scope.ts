import type { NextFunction, Request, Response } from 'express';
import { withProviderRequestScope } from '../provider/request-scope';

/**
 * Express middleware: the rest of the request runs in a scope that names it, so a provider call made
 * anywhere below (a DataLoader batch, a cached read) logs its failure with this request's id without
 * threading a logger through every function. Mount it after the body parser (a parser's stream
 * callbacks would run outside the scope).
 */
export function providerRequestScope() {
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (!req.log) return next();
    withProviderRequestScope({ log: req.log, requestId: String(req.id ?? '') }, next);
  };
}
