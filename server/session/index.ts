import type { Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import type { Config } from '../config';
import type { Db } from '../db';
import type { ErrorCode } from '../generated/graphql';
import { attachAppSession, changedAppSession, lookUpAccessToken, saveAppSession, type AppSessionSettings } from './app-session';
import { DbSessionStore } from './store';
import { applyCachePolicy } from '../cache/policy';

export { APP_SESSION_PREFIX, appSessionId, attachAppSession, detachAppSession, type DeviceInfo } from './app-session';

export const SESSION_COOKIE = 'sid';
import { bearerToken, sessionSecrets } from '../session-keys';

export { bearerToken, sessionSecrets };

/** The settings of apps' sessions: the access tokens' lifetime and the sessions' own timeouts. */
export function appSessionSettings(config: Pick<Config, 'apps' | 'sessionIdleMinutes' | 'sessionAbsoluteHours'>): AppSessionSettings {
  return {
    accessTokenSeconds: config.apps.accessTokenMinutes * 60,
    idleMs: config.sessionIdleMinutes * 60_000,
    absoluteMs: config.sessionAbsoluteHours * 3_600_000,
  };
}

/** 401 for a bearer token that opens no session, with RFC 6750's header; nothing else is done. */
function refuseToken(res: Response, status: 'expired' | 'unknown'): void {
  const code: ErrorCode = status === 'expired' ? 'TOKEN_EXPIRED' : 'TOKEN_INVALID';
  const message =
    status === 'expired'
      ? 'The access token has expired: exchange the refresh token (refreshAppSession, sent without Authorization) and try again.'
      : 'The bearer token is not valid (unknown, revoked or signed out): sign in again.';
  res.setHeader('WWW-Authenticate', `Bearer error="invalid_token", error_description="${status === 'expired' ? 'expired' : 'unknown or revoked'}"`);
  applyCachePolicy(res, 'uncacheable');
  res.status(401).json({ errors: [{ message, extensions: { code } }] });
}

/**
 * Stores the changes a request made to its app session before the answer leaves (as express-session
 * does for cookies), so the app's next request sees them whichever gateway answers it.
 */
function storeChangesBeforeAnswer(req: Request, res: Response, db: Db, settings: AppSessionSettings): void {
  const end = res.end;
  res.end = function (this: Response, ...args: unknown[]) {
    const changed = changedAppSession(req);
    const finish = () => (end as (...a: unknown[]) => Response).apply(this, args);
    if (!changed) return finish();
    saveAppSession(db, changed.sid, changed.data, settings).then(finish, (err: unknown) => {
      req.log?.error({ err }, 'storing an app session failed');
      finish();
    });
    return this;
  } as Response['end'];
}

export interface SessionMiddleware {
  handlers: RequestHandler[];
  store: DbSessionStore;
}

/** Session cookie (HttpOnly, SameSite=Lax, Secure in production) with idle and absolute timeouts. */
export function createSessionMiddleware(config: Config, db: Db): SessionMiddleware {
  const idleMs = config.sessionIdleMinutes * 60_000;
  const absoluteMs = config.sessionAbsoluteHours * 3_600_000;
  const store = new DbSessionStore(db, idleMs, absoluteMs);
  const main = session({
    name: SESSION_COOKIE,
    secret: sessionSecrets(config),
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    // Whether the connection is HTTPS (for the Secure cookie) is read as express's `trust proxy` hops say.
    proxy: config.trustProxyHops > 0 ? undefined : false,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.env === 'production',
      maxAge: idleMs,
      path: '/',
    },
  });
  const apps = appSessionSettings(config);
  // A request with a bearer token is an app's: its session comes from the token, never from a cookie,
  // and no cookie is set on its answer.
  const sessionOfRequest: RequestHandler = (req, res, next) => {
    const token = bearerToken(req.headers.authorization);
    if (token === null) return main(req, res, next);
    lookUpAccessToken(db, token, apps).then((found) => {
      if (found.status !== 'valid') return refuseToken(res, found.status);
      attachAppSession(req, found.sid, found.data);
      storeChangesBeforeAnswer(req, res, db, apps);
      next();
    }, next);
  };
  return { handlers: [sessionOfRequest], store };
}
