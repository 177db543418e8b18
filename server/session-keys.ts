import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config';

// The sessions' secrets and a request's bearer token, apart from session/ (and express-session):
// a gateway's primary makes the secret before it starts its workers and reads CSRF cookies on the
// health checks it answers, and loads nothing of the sessions themselves.

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

/**
 * The token of an `Authorization: Bearer <token>` header; null when the request has none (another
 * scheme, or a bare `Bearer`, counts as none: such a request is a browser's or an anonymous one).
 */
export function bearerToken(authorization: string | undefined): string | null {
  const m = authorization === undefined ? null : /^Bearer +(\S+) *$/i.exec(authorization);
  return m ? m[1] : null;
}
