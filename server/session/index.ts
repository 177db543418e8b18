import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import session from 'express-session';
import type { Config } from '../config';
import type { Db } from '../db';
import { DbSessionStore } from './store';

export const SESSION_COOKIE = 'sid';

/**
 * The signing secrets: the configured list, or in development a random secret generated once and
 * kept in the data directory (mode 0600) so sessions survive restarts.
 */
export function sessionSecrets(config: Pick<Config, 'sessionSecrets' | 'dataDir'>): string[] {
  if (config.sessionSecrets.length > 0) return config.sessionSecrets;
  const file = path.join(config.dataDir, 'session-secret');
  try {
    return [fs.readFileSync(file, 'utf8').trim()];
  } catch {
    fs.mkdirSync(config.dataDir, { recursive: true });
    const secret = crypto.randomBytes(48).toString('base64url');
    fs.writeFileSync(file, secret + '\n', { mode: 0o600 });
    return [secret];
  }
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
  return { handlers: [main], store };
}
