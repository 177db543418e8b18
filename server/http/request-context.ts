import type { Request, Response } from 'express';
import type { AnswerEffects, GraphQLContext, SessionFields, ViewerSession } from '../context';
import { createContext } from '../request-context';
import { catalogLanguageOfUrl } from './catalog-language';
import type { AppServices } from '../services';
import { appSessionId, attachAppSession, detachAppSession } from '../session';

/**
 * The context of a request that came over HTTP: the resolvers' context and, for the HTTP layer's own
 * plugins only (caching, limits), Express's request and answer. Resolvers and services are typed
 * with `GraphQLContext` and never see them.
 */
export interface HttpGraphQLContext extends GraphQLContext {
  req: Request;
  res: Response;
}

/** The viewer of an Express request: its session as the session middleware attached it (a cookie's or a bearer token's). */
export function requestViewer(req: Request): ViewerSession {
  // A route without the session middleware has no session: it reads as a fresh one, never stored.
  const none: SessionFields = {};
  const session = () => {
    if (!req.session) throw new Error('this request has no session to change');
    return req.session;
  };
  return {
    get session(): SessionFields {
      return req.session ?? none;
    },
    get sessionId() {
      return req.sessionID ?? null;
    },
    get appSessionId() {
      return appSessionId(req);
    },
    regenerate: () => new Promise<void>((resolve, reject) => session().regenerate((err: unknown) => (err ? reject(err) : resolve()))),
    save: () => new Promise<void>((resolve, reject) => session().save((err: unknown) => (err ? reject(err) : resolve()))),
    useAppSession: (sid, fields) => attachAppSession(req, sid, fields),
    dropAppSession: () => detachAppSession(req),
  };
}

/** Sets the cookies the context asked for on the answer, just before its headers leave (as express-session sets its own). */
function applyBeforeHeaders(res: Response, answer: AnswerEffects): void {
  const writeHead = res.writeHead;
  let applied = false;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    if (!applied) {
      applied = true;
      for (const c of answer.cookies) {
        const options = { path: c.options.path, httpOnly: c.options.httpOnly, sameSite: c.options.sameSite, secure: c.options.secure };
        if (c.value === null) res.clearCookie(c.name, options);
        else res.cookie(c.name, c.value, { ...options, maxAge: c.options.maxAgeMs });
      }
    }
    return (writeHead as (...a: unknown[]) => Response).apply(this, args);
  } as Response['writeHead'];
}

/** The context of an Express request: its id, logger, viewer, client address and headers; its cookies are set on `res`. */
export function httpContext(services: AppServices, req: Request, res: Response): HttpGraphQLContext {
  const ctx = createContext(services, {
    requestId: String(req.id ?? ''),
    log: req.log,
    viewer: requestViewer(req),
    clientAddress: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    headers: { userAgent: req.get('user-agent') ?? '', referer: req.headers.referer },
    // The API's `?lang=`, or the prefix of the page rendered.
    language: catalogLanguageOfUrl(req.originalUrl ?? req.url),
  });
  applyBeforeHeaders(res, ctx.answer);
  return Object.assign(ctx, { req, res });
}
