import { createContext, use, useContext, useState } from 'react';
import { CombinedGraphQLErrors, type ErrorLike, type OperationVariables, type TypedDocumentNode, type WatchQueryFetchPolicy } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { getOperationName } from '@apollo/client/utilities/internal';
import type { FormattedExecutionResult } from 'graphql';
import { answerKey, RenderInfoContext } from './render-info';
import type { RenderData } from './render-data';

export interface PageQueryOptions<TVariables> {
  variables?: TVariables;
  skip?: boolean;
  /** In the browser only; the server runs every query once per render. */
  fetchPolicy?: WatchQueryFetchPolicy;
}

export interface PageQueryResult<TData> {
  data: TData | undefined;
  /** The last data of other variables, kept on screen while new ones load (browser only). */
  previousData: TData | undefined;
  loading: boolean;
  error: ErrorLike | undefined;
  refetch: () => Promise<unknown>;
}

/** The server render's data (set by the server renderer only). */
export const RenderDataContext = createContext<RenderData | null>(null);

const noRefetch = () => Promise.resolve(undefined);

/** What `useQuery` (error policy `none`) makes of an answer: its data, or its errors and no data. */
function fromAnswer<TData>(answer: FormattedExecutionResult): Pick<PageQueryResult<TData>, 'data' | 'error'> {
  if (answer.errors?.length) return { data: undefined, error: new CombinedGraphQLErrors(answer) };
  return { data: (answer.data ?? undefined) as TData | undefined, error: undefined };
}

/**
 * The server's side: the query runs once per render (straight on the schema, no Apollo Client on
 * the server) and suspends the nearest Suspense boundary until its answer is in; the page is
 * rendered in one pass, and streamed when data is slow. The answer goes into the page for the browser.
 */
function useServerQuery<TData, TVariables extends OperationVariables>(query: TypedDocumentNode<TData, TVariables>, options: PageQueryOptions<TVariables> = {}): PageQueryResult<TData> {
  const render = useContext(RenderDataContext);
  if (!render || options.skip) return { data: undefined, previousData: undefined, loading: false, error: undefined, refetch: noRefetch };
  const entry = render.load(getOperationName(query) ?? '', query, options.variables);
  // `use` is called on every render, answered or not: React matches a component's `use` calls by
  // their order, so skipping one would hand the next call the answer of this one.
  const answer = use(entry.promise);
  return { ...fromAnswer<TData>(answer), previousData: undefined, loading: false, refetch: noRefetch };
}

/**
 * The browser's side: `useQuery` as usual. While a server-rendered page hydrates, a query the page
 * answered takes that answer first (written into the cache, so `useQuery` reads it at once and
 * hydration prints the server's markup); an answer with errors is kept as it was until the
 * variables change or the query is asked again (errors are not kept in the Apollo cache).
 */
function useBrowserQuery<TData, TVariables extends OperationVariables>(query: TypedDocumentNode<TData, TVariables>, options: PageQueryOptions<TVariables> = {}): PageQueryResult<TData> {
  const info = useContext(RenderInfoContext);
  const client = useApolloClient();
  const key = answerKey(getOperationName(query) ?? '', options.variables);
  const [failed, setFailed] = useState<{ key: string; error: ErrorLike } | null>(() => {
    const answer = info.answers[key];
    if (!answer || options.skip) return null;
    const { data, error } = fromAnswer<TData>(answer);
    if (error) return { key, error };
    // Written once: the parts asking the same query after this one read it from the cache.
    delete info.answers[key];
    client.cache.writeQuery({ query, variables: options.variables, data: data as TData });
    return null;
  });
  const fromRender = failed !== null && failed.key === key && !options.skip;
  const result = useQuery(query, {
    variables: options.variables,
    skip: options.skip || fromRender,
    ...(options.fetchPolicy ? { fetchPolicy: options.fetchPolicy } : {}),
  } as useQuery.Options<TData, TVariables>);
  if (fromRender) {
    return {
      data: undefined,
      previousData: undefined,
      loading: false,
      error: failed.error,
      refetch: () => {
        setFailed(null);
        return Promise.resolve(undefined);
      },
    };
  }
  return { data: result.data as TData | undefined, previousData: result.previousData as TData | undefined, loading: result.loading, error: result.error, refetch: () => result.refetch() };
}

/**
 * A query whose answer is part of the page's markup: the catalogue on public pages, the shopper's
 * own data on their private pages (cart, checkout, account). Rendered on the server in the page's
 * one render pass; taken from the page while the browser hydrates. (Which side runs is fixed when
 * the bundle is built: the server renderer's build has `import.meta.env.SSR` true.)
 */
export const usePageQuery: <TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  options?: PageQueryOptions<TVariables>,
) => PageQueryResult<TData> = import.meta.env.SSR ? useServerQuery : useBrowserQuery;
