import { execute, parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { GraphQLContext } from '../context';

const parsed = new Map<string, DocumentNode>();

/** Runs a query of the gateway's own over its schema, with a request's context; errors give null data. */
export async function runQuery<T>(
  schema: GraphQLSchema,
  context: GraphQLContext,
  source: string,
  variables: Record<string, unknown> = {},
): Promise<T | null> {
  let document = parsed.get(source);
  if (!document) {
    document = parse(source);
    parsed.set(source, document);
  }
  const result = await execute({ schema, document, contextValue: context, variableValues: variables });
  if (result.errors?.length) {
    const notFound = result.errors.every((e) => e.extensions?.code === 'NOT_FOUND' || /not found/i.test(e.message));
    if (!notFound) context.log.warn({ errors: result.errors.map((e) => e.message) }, 'page head query failed');
  }
  return (result.data as T | null | undefined) ?? null;
}
