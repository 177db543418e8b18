import type { Request, Response } from 'express';
import { findProduct } from './catalog';
import type { Config } from './config';
import type { Db } from './db';
import { catalogLanguageOfUrl } from './http/catalog-language';
import type { Logger } from './logger';
import { createRequestState, type RequestState } from './request-state';
import type { AppServices } from './services';

/**
 * Everything a resolver may use while answering one request. Per-request pieces (DataLoaders,
 * memos, the viewer) are created here, fresh for every request, so nothing leaks between shoppers.
 */
export interface GraphQLContext {
  app: AppServices;
  config: Config;
  db: Db;
  /** Logger bound to this request's id. */
  log: Logger;
  requestId: string;
  req: Request;
  res: Response;
  /** This request's DataLoaders and memos. */
  loaders: RequestState;
}

export async function createContext(app: AppServices, req: Request, res: Response): Promise<GraphQLContext> {
  const requestId = String(req.id ?? '');
  const ctx: Omit<GraphQLContext, 'loaders'> & { loaders?: RequestState } = {
    app,
    config: app.config,
    db: app.db,
    log: req.log ?? app.log,
    requestId,
    req,
    res,
  };
  const full = ctx as GraphQLContext;
  full.loaders = createRequestState(app, (id) => findProduct(full, id), catalogLanguageOfUrl(req.originalUrl ?? req.url ?? '/'));
  return full;
}
