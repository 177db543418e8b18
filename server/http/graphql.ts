import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, validate, type DocumentNode, type GraphQLFormattedError, type GraphQLSchema, type ValidationContext } from 'graphql';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import type http from 'node:http';
import { InMemoryLRUCache, type KeyValueCache } from '@apollo/utils.keyvaluecache';
import type { Config } from '../config';
import type { HttpGraphQLContext } from './request-context';
import type { ErrorCode } from '../generated/graphql';
import type { Logger } from '../logger';
import { operationCost, tooCostly } from './limits';
import { textInputPlugin } from './input';

/** Codes that are the client's to act on; anything else is reported as an internal error. */
const PASS_THROUGH_CODES: ReadonlySet<string> = new Set<ErrorCode>([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

/**
 * Refuses operations over the depth or cost limit (the cost with the request's variables taken into
 * account) with their own codes, QUERY_TOO_DEEP and QUERY_TOO_COSTLY, and HTTP status 400.
 */
function limitsPlugin(schema: GraphQLSchema, limits: Config['limits']): ApolloServerPlugin<HttpGraphQLContext> {
  // graphql-armor's counters, reporting with the shop's code instead of throwing.
  const refuse = (context: ValidationContext | null, error: GraphQLError) =>
    context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, ''), { extensions: { code: 'QUERY_TOO_COMPLEX' satisfies ErrorCode, http: { status: 400 } } }));
  // Depth counts fields only: a fragment, spread or inline, adds no level of its own.
  const tooDeep = (context: ValidationContext | null, error: GraphQLError) =>
    context?.reportError(
      new GraphQLError(`Query is nested ${/found (\d+)/.exec(error.message)?.[1] ?? 'too many'} levels deep; the limit is ${limits.maxQueryDepth}.`, {
        extensions: { code: 'QUERY_TOO_DEEP' satisfies ErrorCode, http: { status: 400 } },
      }),
    );
  const armor = [
    maxAliasesRule({ n: limits.maxAliases, propagateOnRejection: false, onReject: [refuse] }),
    maxDirectivesRule({ n: limits.maxDirectives, propagateOnRejection: false, onReject: [refuse] }),
    maxDepthRule({ n: limits.maxQueryDepth, flattenFragments: true, propagateOnRejection: false, onReject: [tooDeep] }),
  ];
  // Apollo keeps one parsed document per query text, so the checks that do not depend on variables
  // run once per document; only the cost (list sizes may come from variables) runs per request.
  const checked = new WeakMap<DocumentNode, readonly GraphQLError[]>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request, operation }) {
          let errors = checked.get(document);
          if (!errors) {
            errors = validate(schema, document, armor);
            checked.set(document, errors);
          }
          if (errors.length > 0) throw errors[0];
          if (!operation) return;
          const cost = operationCost(schema, document, operation, request.variables ?? {});
          if (cost > limits.maxQueryCost) throw tooCostly(cost, limits.maxQueryCost, operation);
        },
      };
    },
  };
}

/**
 * Requests Apollo refuses with a message but no code: the code each gets. (A persisted query whose
 * text does not match its hash; a persisted-query version other than 1.)
 */
const APOLLO_REFUSALS: ReadonlyMap<string, ErrorCode> = new Map<string, ErrorCode>([
  ['provided sha does not match query', 'BAD_REQUEST'],
  ['Unsupported persisted query version', 'PERSISTED_QUERY_VERSION_NOT_SUPPORTED'],
]);

function refusalCode(error: unknown): ErrorCode | undefined {
  return error instanceof GraphQLError && error.extensions?.code === undefined ? APOLLO_REFUSALS.get(error.message) : undefined;
}

/** Whether an error is one the client is to act on (a stable code), rather than an unexpected failure. */
function isExpected(error: unknown, code: unknown): boolean {
  const original = unwrapResolverError(error);
  return (
    (original instanceof GraphQLError && original.extensions?.code !== undefined && original.originalError === undefined) ||
    (typeof code === 'string' && PASS_THROUGH_CODES.has(code)) ||
    refusalCode(original) !== undefined
  );
}

/**
 * Logs every unexpected error with the request's logger, so the line carries the request id; the
 * answer itself is masked by `formatError`.
 */
function errorLogPlugin(fallback: Logger): ApolloServerPlugin<HttpGraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ contextValue, errors, operationName }) {
          for (const error of errors) {
            if (isExpected(error, error.extensions?.code)) continue;
            (contextValue?.log ?? fallback).error({ err: unwrapResolverError(error), operationName, path: error.path }, 'unexpected error while answering a GraphQL request');
          }
        },
      };
    },
  };
}

/**
 * An error as a client may see it: a code it can act on, with its message (never the http status
 * hint or a stack trace), or a generic INTERNAL_SERVER_ERROR for anything unexpected (logged where
 * it happened, with the request id).
 */
export function publicError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const refusal = refusalCode(error);
  if (refusal !== undefined) return { message: formatted.message, extensions: { code: refusal } };
  if (isExpected(error, formatted.extensions?.code)) {
    const { http: _http, stacktrace: _stack, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  return {
    message: 'Internal server error',
    path: formatted.path,
    locations: formatted.locations,
    extensions: { code: 'INTERNAL_SERVER_ERROR' satisfies ErrorCode },
  };
}

/** The errors of an operation the gateway ran itself (a server render's query), as `publicError` answers them; unexpected ones are logged. */
export function publicErrors(errors: readonly GraphQLError[], log: Logger, operationName: string): GraphQLFormattedError[] {
  return errors.map((error) => {
    if (!isExpected(error, error.extensions?.code)) log.error({ err: unwrapResolverError(error), operationName, path: error.path }, 'unexpected error while rendering a page');
    return publicError(error.toJSON(), error);
  });
}

/** Request errors that GraphQL over HTTP answers with 200 to a client accepting `application/json`. */
const REQUEST_ERROR_CODES: ReadonlySet<string> = new Set<ErrorCode>(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT']);

/**
 * GraphQL over HTTP, to the letter: a client that asks for `application/json` gets a parse,
 * validation or variable-coercion failure as HTTP 200 with `errors` (the spec's SHOULD), and so an
 * answer whose execution ran and carries field errors (`data` present, even null: a VIN the catalogue
 * does not know, VIN_NOT_FOUND), while `application/graphql-response+json` keeps the 4xx status.
 */
function jsonStatusPlugin(): ApolloServerPlugin<HttpGraphQLContext> {
  return {
    async requestDidStart({ request }) {
      const accept = request.http?.headers.get('accept') ?? '';
      // Apollo answers `application/graphql-response+json` whenever the client accepts it.
      const wantsJson = /(^|,)\s*application\/json\s*(;|,|$)/i.test(accept) && !/application\/graphql-response\+json/i.test(accept);
      return {
        async willSendResponse({ response, errors }) {
          const status = response.http.status;
          if (!wantsJson || status === undefined || status < 400 || status >= 500 || response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          if (result.data !== undefined) {
            response.http.status = 200;
            return;
          }
          if (status !== 400) return;
          const codes = (result.errors ?? errors ?? []).map((e) => e.extensions?.code);
          if (codes.length > 0 && codes.every((c) => REQUEST_ERROR_CODES.has(String(c)))) response.http.status = 200;
        },
      };
    },
  };
}

export function createApolloServer(
  schema: GraphQLSchema,
  config: Config,
  log: Logger,
  httpServer: http.Server,
  caching: { plugins: ApolloServerPlugin<HttpGraphQLContext>[]; cache: KeyValueCache<string>; persistedQueries?: KeyValueCache<string> } = {
    plugins: [],
    cache: new InMemoryLRUCache(),
  },
): ApolloServer<HttpGraphQLContext> {
  return new ApolloServer<HttpGraphQLContext>({
    schema,
    introspection: config.introspection,
    // Cross-site request forgery, two ways (docs/adr/0004): the double-submit token on every non-GET
    // request from a browser (http/csrf.ts), and Apollo's prevention, which refuses any request a
    // browser could send cross-site without a preflight (a GET, or a POST of a form or text/plain,
    // without an `apollo-require-preflight` or `x-apollo-operation-name` header). GET runs queries only.
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    // Persisted queries (and the response cache) live in this store: memory, or Redis for several gateways.
    cache: caching.cache,
    // The published operations first (http/trusted-operations.ts), then the same store.
    persistedQueries: { cache: caching.persistedQueries ?? caching.cache },
    // server/main.ts owns the signals and stops the whole shop in order.
    stopOnTerminationSignals: false,
    // What Apollo itself reports (a request it could not process at all) goes to the shop's log, not the console.
    logger: log,
    includeStacktraceInErrorResponses: false,
    // Parsing stops past this many tokens, so no document under the body limit is costly to read.
    parseOptions: { maxTokens: config.limits.maxTokens },
    // Without introspection, errors do not name schema fields either ('Did you mean …?').
    hideSchemaDetailsFromClientErrors: !config.introspection,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      limitsPlugin(schema, config.limits),
      textInputPlugin(),
      jsonStatusPlugin(),
      errorLogPlugin(log),
      ...caching.plugins,
    ],
    formatError: publicError,
  });
}
