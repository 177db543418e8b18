import type { Config } from '../config';
import type { Db } from '../db';
import type { AdminLoaders } from './loaders';
import type { Logger } from '../logger';
import type { AppServices } from '../services';
import type { Permission } from '../staff/permissions';
import type { StaffSessionHandle } from '../staff/sessions';

/** The signed-in staff member (a session past its second factor). */
export interface StaffActor {
  id: string;
  email: string;
  name: string;
  role: string;
  permissions: readonly Permission[];
}

/**
 * What a resolver of the staff API may use while answering one request. Apart from the shop's
 * `GraphQLContext`: no shopper session, no provider loaders; the staff member (or null) and the
 * staff session's cookie, which services change through `session`.
 */
export interface AdminContext {
  app: AppServices;
  config: Config;
  db: Db;
  log: Logger;
  requestId: string;
  /** The client's address (as the trusted proxies tell it): audit entries and limits. */
  clientAddress: string;
  userAgent: string;
  /** The staff member signed in (past the second factor), or null. */
  staff: StaffActor | null;
  /** The request's staff session (any stage) and the cookie the answer sets. */
  session: StaffSessionHandle;
  /** This request's DataLoaders. */
  loaders: AdminLoaders;
}
