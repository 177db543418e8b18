import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, validate, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import type http from 'node:http';
import type { Config } from '../config';
import type { GraphQLContext } from '../context';
import type { Logger } from '../logger';
import { costLimitRule, depthLimitRule } from './limits';

/** Codes that are the client's to act on; anything else is reported as an internal error. */
const PASS_THROUGH_CODES = new Set([
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
function limitsPlugin(schema: GraphQLSchema, maxDepth: number, maxCost: number): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request }) {
          const errors = validate(schema, document, [
            depthLimitRule(maxDepth),
            costLimitRule(maxCost, request.variables ?? {}),
          ]);
          if (errors.length > 0) throw errors[0];
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
): ApolloServer<GraphQLContext> {
  return new ApolloServer<GraphQLContext>({
    schema,
    introspection: config.introspection,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    // server/main.ts owns the signals and stops the whole shop in order.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: false,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      limitsPlugin(schema, config.limits.maxQueryDepth, config.limits.maxQueryCost),
    ],
    formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
      const original = unwrapResolverError(error);
      const code = formatted.extensions?.code;
      const expected =
        (original instanceof GraphQLError && original.extensions?.code !== undefined && original.originalError === undefined) ||
        (typeof code === 'string' && PASS_THROUGH_CODES.has(code));
      if (expected) {
        // Never leak internals such as the http status hint or a stack trace.
        const { http: _http, stacktrace: _stack, ...extensions } = formatted.extensions ?? {};
        return { ...formatted, extensions };
      }
      log.error({ err: original }, 'unexpected error while answering a GraphQL request');
      return {
        message: 'Internal server error',
        path: formatted.path,
        locations: formatted.locations,
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      };
    },
  });
}
