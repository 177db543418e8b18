import pino, { type Logger } from 'pino';
import type { Config } from './config';

export type { Logger };

/** The shop's structured logger. Secrets and passwords never reach it: see `redact`. */
export function createLogger(config: Pick<Config, 'logLevel' | 'env'>): Logger {
  return pino({
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers["x-api-key"]',
        'req.headers["x-csrf-token"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.currentPassword',
        '*.newPassword',
      ],
      censor: '[redacted]',
    },
  });
}

/** For a promise's `catch`: logs the error with `msg`, then rejects with it still (the caller decides). */
export function loggedAndRethrown(log: Logger, msg: string): (err: unknown) => never {
  return (err) => {
    log.error({ err }, msg);
    throw err;
  };
}
