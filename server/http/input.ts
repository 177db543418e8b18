import { GraphQLError, Kind, visit, BREAK, type DocumentNode } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import type { HttpGraphQLContext } from './request-context';
import type { ErrorCode } from '../generated/graphql';

const NUL = '\u0000';

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes(NUL) || hasNul(v, depth + 1));
}

function documentHasNul(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.STRING](node) {
      if (node.value.includes(NUL)) {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return found;
}

/**
 * Refuses text with the NUL character (U+0000), in variables or in the document, as bad input: no
 * column of the shop stores it (PostgreSQL text cannot), and no name, slug or address needs it.
 */
export function textInputPlugin(): ApolloServerPlugin<HttpGraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          if (hasNul(request.variables) || documentHasNul(document)) {
            throw new GraphQLError('Text must not contain the NUL character (U+0000).', {
              extensions: { code: 'BAD_USER_INPUT' satisfies ErrorCode, http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}
