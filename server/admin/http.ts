import fs from 'node:fs';
import path from 'node:path';
import type http from 'node:http';
import express from 'express';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { unwrapResolverError } from '@apollo/server/errors';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { GraphQLError } from 'graphql';
import type { AppServices } from '../services';
import type { AdminContext, StaffActor } from './context';
import { adminLoaders } from './loaders';
import type { AdminErrorCode } from './generated/graphql';
import { applyCachePolicy } from '../cache/policy';
import { publicError } from '../http/graphql';
import { variablesLimit } from '../http/variables-limit';
import { rolePermissions } from '../staff/permissions';
import { pruneStaffSessions, readStaffSession, STAFF_COOKIE, STAFF_COOKIE_PATH, staffSessionHandle, type StaffSessionSettings } from '../staff/sessions';
import { buildAdminSchema } from './schema';
import { staffInvoicePdf } from './invoice-pdf';
import { PRICE_UPLOAD_PATH, priceListUpload } from './price-upload';

/** Where the staff API answers, and the staff app's pages. */
export const ADMIN_PATH = '/admin';
export const ADMIN_GRAPHQL_PATH = '/admin/graphql';
/** The staff app's page, built in its own mode beside the shop's (client/dist/admin.html). */
export const ADMIN_HTML = 'admin.html';

export function staffSessionSettings(services: AppServices): StaffSessionSettings {
  return {
    idleMs: services.config.staff.idleMinutes * 60_000,
    absoluteMs: services.config.staff.sessionHours * 3_600_000,
    secureCookie: services.config.env === 'production',
  };
}

/**
 * The rules of everything under /admin (docs/adr/0025), apart from the shop's:
 * - never kept anywhere (`Cache-Control: private, no-store`, the cache policy's `staff` answer), never
 *   server-rendered, never answered by the page cache or the answer cache in front (both leave
 *   /admin alone), and never indexed (`X-Robots-Tag`);
 * - the same CSP and security headers as the shop's pages (set for every answer before this);
 * - /admin/graphql takes POSTed JSON only: no GET, no persisted queries (the shop's operations
 *   manifest and GRAPHQL_TRUSTED_ONLY concern /graphql alone: the staff API is for signed-in staff,
 *   whose app sends whole documents), the CSRF double-submit token as on /graphql (the app-wide
 *   middleware) and Apollo's preflight check;
 * - the staff session's cookie (server/staff/sessions.ts) is read here only.
 */
function staffAnswers(): express.RequestHandler {
  return (_req, res, next) => {
    applyCachePolicy(res, 'staff');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.setHeader('Referrer-Policy', 'no-referrer');
    next();
  };
}

export interface StaffApi {
  /** Builds the staff API's schema and server now if no staff request did yet (a moment after the gateway listens). */
  warm(): void;
  stop(): Promise<void>;
}

/** Expected errors pass with their code; anything else is logged with the request's logger and masked. */
function errorLogPlugin() {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ contextValue, errors }: { contextValue: AdminContext; errors: readonly GraphQLError[] }) {
          for (const error of errors) {
            const original = unwrapResolverError(error);
            if (original instanceof GraphQLError && original.extensions?.code !== undefined && original.originalError === undefined) continue;
            if (error.extensions?.code === 'GRAPHQL_VALIDATION_FAILED' || error.extensions?.code === 'GRAPHQL_PARSE_FAILED' || error.extensions?.code === 'BAD_USER_INPUT') continue;
            contextValue?.log?.error({ err: original, path: error.path }, 'unexpected error while answering a staff request');
          }
        },
      };
    },
  };
}

/**
 * A refusal's HTTP status (401, 403, 404…) only when nothing of the answer succeeded: a page asking
 * for several fields, one of which the staff member may not see, gets 200 with the others' data and
 * the refused field's error, so the staff app shows what it can (partial permissions).
 */
function partialAnswerPlugin() {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }: { response: { http: { status?: number }; body: { kind: string; singleResult?: { data?: Record<string, unknown> | null } } } }) {
          const status = response.http.status;
          if (status === undefined || status < 400 || status >= 500 || response.body.kind !== 'single') return;
          const data = response.body.singleResult?.data;
          if (data && Object.values(data).some((v) => v !== null && v !== undefined)) response.http.status = 200;
        },
      };
    },
  };
}

/**
 * Mounts /admin/graphql (its own Apollo Server and schema) and the staff app's pages on `app`. The
 * schema and the server are built at the first staff request, or when `warm` is called, not while
 * the gateway starts: ~50 ms of a worker's start that no shopper's first page needs.
 */
export function mountStaffApi(app: express.Express, services: AppServices, httpServer: http.Server): StaffApi {
  const { config } = services;
  const settings = staffSessionSettings(services);
  let apolloStarted: Promise<ApolloServer<AdminContext>> | null = null;
  const startApollo = () => (apolloStarted ??= startStaffApollo(services, httpServer));
  const prune = setInterval(() => void pruneStaffSessions(services.db, settings.idleMs).catch(() => undefined), 10 * 60_000);
  prune.unref();

  app.use(ADMIN_PATH, staffAnswers());
  app.all(ADMIN_GRAPHQL_PATH, (req, res, next) => {
    if (req.method === 'POST') return next();
    res.setHeader('Allow', 'POST');
    res.status(405).json({ errors: [{ message: 'The staff API takes POSTed JSON only.', extensions: { code: 'BAD_REQUEST' satisfies AdminErrorCode } }] });
  });
  let answer: express.RequestHandler | null = null;
  app.use(ADMIN_GRAPHQL_PATH, express.json({ limit: 256 * 1024 }), variablesLimit(config.limits), (req, res, next) => {
    startApollo().then((apollo) => {
      answer ??= expressMiddleware(apollo, { context: ({ req, res }) => staffContext(services, settings, req, res) });
      answer(req, res, next);
    }, next);
  });
  // An authorised voucher's PDF, for a signed-in staff member with orders:read.
  app.get(`${ADMIN_PATH}/invoices/:file`, staffInvoicePdf(services, settings));
  // A supplier's price list from the back office, previewed as a run (prices:import).
  app.post(PRICE_UPLOAD_PATH, priceListUpload(services, settings));
  // The staff app: one HTML page for every address under /admin (its router takes over), never rendered on the server.
  const adminHtml = config.clientDir ? path.join(config.clientDir, ADMIN_HTML) : null;
  app.get([ADMIN_PATH, `${ADMIN_PATH}/*rest`], (req, res, next) => {
    if (!req.accepts('html')) return next();
    if (!adminHtml || !fs.existsSync(adminHtml)) {
      res.status(404).type('text/plain').send('The staff app is not built (npm run build).');
      return;
    }
    res.sendFile(adminHtml, { cacheControl: false, lastModified: false, etag: false });
  });
  return {
    warm() {
      startApollo().catch((err: unknown) => services.log.error({ err }, 'the staff API could not start'));
    },
    async stop() {
      clearInterval(prune);
      if (apolloStarted) await (await apolloStarted.catch(() => null))?.stop();
    },
  };
}

/** The staff API's Apollo Server, started. */
async function startStaffApollo(services: AppServices, httpServer: http.Server): Promise<ApolloServer<AdminContext>> {
  const { config } = services;
  const schema = buildAdminSchema();
  const apollo = new ApolloServer<AdminContext>({
    schema,
    introspection: config.introspection,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    persistedQueries: false,
    stopOnTerminationSignals: false,
    logger: services.log,
    includeStacktraceInErrorResponses: false,
    parseOptions: { maxTokens: config.limits.maxTokens },
    hideSchemaDetailsFromClientErrors: !config.introspection,
    validationRules: [
      maxDepthRule({
        n: config.limits.maxQueryDepth,
        flattenFragments: true,
        propagateOnRejection: false,
        onReject: [(ctx, error) => ctx?.reportError(new GraphQLError(error.message, { extensions: { code: 'QUERY_TOO_DEEP' satisfies AdminErrorCode, http: { status: 400 } } }))],
      }),
    ],
    plugins: [ApolloServerPluginDrainHttpServer({ httpServer }), ApolloServerPluginLandingPageDisabled(), ApolloServerPluginCacheControlDisabled(), errorLogPlugin(), partialAnswerPlugin()],
    formatError: publicError,
  });
  await apollo.start();
  return apollo;
}

/** A staff request's context: its session (the cookie written as the services left it) and its staff member. */
async function staffContext(services: AppServices, settings: StaffSessionSettings, req: express.Request, res: express.Response): Promise<AdminContext> {
  const { config } = services;
  const row = await readStaffSession(services.db, req.headers.cookie, settings);
  const session = staffSessionHandle(row, settings);
  const staff: StaffActor | null =
    row?.stage === 'signed-in' && row.member
      ? { id: row.staffId, email: row.member.email, name: row.member.name, role: row.member.role, permissions: rolePermissions(row.member.role, row.member.listed) }
      : null;
  // The session's cookie as the services left it, just before the headers leave.
  const writeHead = res.writeHead;
  res.writeHead = function (this: express.Response, ...args: unknown[]) {
    const cookie = session.cookie;
    if (cookie) {
      const options = { path: STAFF_COOKIE_PATH, httpOnly: true, sameSite: 'strict' as const, secure: settings.secureCookie };
      if (cookie.value === null) res.clearCookie(STAFF_COOKIE, options);
      else res.cookie(STAFF_COOKIE, cookie.value, { ...options, maxAge: cookie.maxAgeMs });
    }
    return (writeHead as (...a: unknown[]) => express.Response).apply(this, args);
  } as express.Response['writeHead'];
  return {
    app: services,
    config,
    db: services.db,
    log: req.log ?? services.log,
    requestId: String(req.id ?? ''),
    clientAddress: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    userAgent: req.get('user-agent') ?? '',
    staff,
    session,
    loaders: adminLoaders(services.db),
  };
}
