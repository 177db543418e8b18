import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { GraphQLScalarType, Kind, type GraphQLSchema } from 'graphql';
import type { Resolvers } from './generated/graphql';
import { domainResolvers, mergeResolvers } from './resolvers';

export const SCHEMA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'schema');

/** The SDL of every domain, in file-name order, as one document. */
export function loadTypeDefs(dir = SCHEMA_DIR): string {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .join('\n');
}

const DateTime = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  description: 'An ISO 8601 date and time in UTC.',
  serialize(value) {
    const date = value instanceof Date ? value : new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime cannot represent an invalid date');
    return date.toISOString();
  },
  parseValue(value) {
    const date = new Date(String(value));
    if (typeof value !== 'string' || Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO 8601 string');
    return date.toISOString();
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING || Number.isNaN(new Date(ast.value).getTime())) {
      throw new TypeError('DateTime must be an ISO 8601 string');
    }
    return new Date(ast.value).toISOString();
  },
});

const JSONScalar = new GraphQLScalarType<unknown, unknown>({
  name: 'JSON',
  description: 'Free-form JSON.',
  serialize: (v) => v,
  parseValue: (v) => v,
});

const scalarResolvers = { DateTime, JSON: JSONScalar } as unknown as Resolvers;

export function buildSchema(extra: Resolvers[] = []): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers: mergeResolvers([scalarResolvers, ...domainResolvers, ...extra]) as Record<string, never>,
  });
}
