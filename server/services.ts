import type { Config } from './config';
import type { Db } from './db';
import type { Logger } from './logger';

/**
 * What lives as long as the gateway process: configuration, the database, the logger and the
 * shared clients and caches of each domain. Nothing in it belongs to one shopper.
 */
export interface AppServices {
  config: Config;
  db: Db;
  log: Logger;
}
