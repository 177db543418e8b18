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
  return (await runQueryAnswer<T>(schema, context, source, variables)).data;
}

/**
 * The same, saying besides whether something failed that is not a "not found" (the parts provider
 * down, say): a page must not call its subject unknown then.
 */
export async function runQueryAnswer<T>(
  schema: GraphQLSchema,
  context: GraphQLContext,
  source: string,
  variables: Record<string, unknown> = {},
): Promise<{ data: T | null; failed: boolean }> {
  let document = parsed.get(source);
  if (!document) {
    document = parse(source);
    parsed.set(source, document);
  }
  const result = await execute({ schema, document, contextValue: context, variableValues: variables });
  let failed = false;
  if (result.errors?.length) {
    const notFound = result.errors.every((e) => e.extensions?.code === 'NOT_FOUND' || /not found/i.test(e.message));
    if (!notFound) context.log.warn({ errors: result.errors.map((e) => e.message) }, 'page head query failed');
    failed = !notFound;
  }
  return { data: (result.data as T | null | undefined) ?? null, failed };
}
