import type { Request, Response } from 'express';
import type { Config } from './config';
import type { Db } from './db';
import type { Logger } from './logger';
import type { AppServices } from './services';

/**
 * Everything a resolver may use while answering one request. Per-request pieces (DataLoaders,
 * the viewer) are created here, fresh for every request, so nothing leaks between shoppers.
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
}

export async function createContext(app: AppServices, req: Request, res: Response): Promise<GraphQLContext> {
  const requestId = String(req.id ?? '');
  return {
    app,
    config: app.config,
    db: app.db,
    log: req.log ?? app.log,
    requestId,
    req,
    res,
  };
}
