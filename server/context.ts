import type { SessionData } from 'express-session';
import type { Config } from './config';
import type { Db } from './db';
import type { Logger } from './logger';
import type { RequestState } from './request-state';
import type { AppServices } from './services';

/**
 * The fields of a session, a browser's or an app's (shopper, account, device, preferences: each
 * domain declares its own on express-session's `SessionData`, the shape the session store keeps).
 */
export type SessionFields = Partial<SessionData>;

/**
 * Who is asking: their session and what may be done with it. The transport gives it (server/http:
 * the cookie's session or the bearer token's); a page that is the same for everyone renders with an
 * anonymous one (server/request-context.ts).
 */
export interface ViewerSession {
  /** The session's fields, live: a change a service makes is stored before the answer leaves. */
  readonly session: SessionFields;
  /** The session's id; null when the request has none. */
  readonly sessionId: string | null;
  /** The app session's id when the request came with a bearer token (an app's); null for a browser's. */
  readonly appSessionId: string | null;
  /** Replaces the browser's session by an empty one with a new id (the old one is destroyed); `session` is then the new one. */
  regenerate(): Promise<void>;
  /** Stores the browser's session now (and sets its cookie on the answer). */
  save(): Promise<void>;
  /** Makes the app session `sid` (just started) the request's session, stored from here as the request changes it. */
  useAppSession(sid: string, fields: SessionFields): void;
  /** The request's app session ended: nothing of it is stored when the answer leaves. */
  dropAppSession(): void;
}

/** A cookie the answer sets (or clears, with `value` null). */
export interface CookieChange {
  name: string;
  value: string | null;
  options: { path: string; httpOnly?: boolean; sameSite?: 'lax' | 'strict' | 'none'; secure?: boolean; maxAgeMs?: number };
}

/** What the answer carries besides its body, as the services asked; the transport applies it before the headers leave. */
export interface AnswerEffects {
  cookies: CookieChange[];
}

/** The request's headers a service reads. */
export interface RequestHeaders {
  userAgent: string;
  /** The page the request came from (its language is the e-mails'). */
  referer: string | undefined;
}

/**
 * Everything a resolver may use while answering one request. Per-request pieces (DataLoaders,
 * memos, the viewer) are created with it, fresh for every request, so nothing leaks between
 * shoppers. It knows no transport: server/http builds it from Express's request and applies what it
 * asked of the answer; a page renderer or a test builds it directly (server/request-context.ts).
 */
export interface GraphQLContext {
  app: AppServices;
  config: Config;
  db: Db;
  /** Logger bound to this request's id. */
  log: Logger;
  requestId: string;
  /** Who is asking, and their session. */
  viewer: ViewerSession;
  /** The client's address (as the trusted proxies tell it), for per-address limits. */
  clientAddress: string;
  headers: RequestHeaders;
  /** Cookies to set on the answer. */
  answer: AnswerEffects;
  /** This request's DataLoaders and memos. */
  loaders: RequestState;
}
