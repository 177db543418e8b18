import { useContext, useState } from 'react';
import { CombinedGraphQLErrors, type ErrorLike, type OperationVariables, type TypedDocumentNode, type WatchQueryFetchPolicy } from '@apollo/client';
import { skipToken, useQuery, useSuspenseQuery } from '@apollo/client/react';
import { getOperationName } from '@apollo/client/utilities/internal';
import { answerKey, RenderInfoContext, type RenderedAnswer } from './render-info';

export interface PageQueryOptions<TVariables> {
  variables?: TVariables;
  skip?: boolean;
  /** In the browser only; the server always reads and writes its render's own cache. */
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

const noRefetch = () => Promise.resolve(undefined);

/**
 * The server's side: the query suspends the nearest Suspense boundary until its answer is in the
 * render's cache (the page is rendered in one pass, and streamed when data is slow). An answer with
 * errors is remembered for the page, since errors are not kept in the Apollo cache.
 */
function useServerQuery<TData, TVariables extends OperationVariables>(query: TypedDocumentNode<TData, TVariables>, options: PageQueryOptions<TVariables> = {}): PageQueryResult<TData> {
  const info = useContext(RenderInfoContext);
  const result = useSuspenseQuery(
    query,
    (options.skip ? skipToken : { variables: options.variables, errorPolicy: 'all' }) as Parameters<typeof useSuspenseQuery<TData, TVariables>>[1],
  );
  const error = result.error;
  if (error && !options.skip) {
    const errors = CombinedGraphQLErrors.is(error) ? error.errors : [{ message: error.message }];
    info.answers[answerKey(getOperationName(query) ?? '', options.variables)] = { data: result.data ?? null, errors };
  }
  return { data: (options.skip ? undefined : result.data ?? undefined) as TData | undefined, previousData: undefined, loading: false, error, refetch: noRefetch };
}

/**
 * The browser's side: `useQuery` as usual; a page the server rendered answers from the restored
 * cache at once, so hydration prints the server's markup. A query that answered errors there
 * answers the same (from the page's render info) until its variables change or it is asked again.
 */
function useBrowserQuery<TData, TVariables extends OperationVariables>(query: TypedDocumentNode<TData, TVariables>, options: PageQueryOptions<TVariables> = {}): PageQueryResult<TData> {
  const info = useContext(RenderInfoContext);
  const key = answerKey(getOperationName(query) ?? '', options.variables);
  const [rendered, setRendered] = useState<{ key: string; answer: RenderedAnswer } | null>(() => {
    const answer = info.answers[key];
    return answer ? { key, answer } : null;
  });
  const fromRender = rendered !== null && rendered.key === key && !options.skip;
  const result = useQuery(query, {
    variables: options.variables,
    skip: options.skip || fromRender,
    ...(options.fetchPolicy ? { fetchPolicy: options.fetchPolicy } : {}),
  } as useQuery.Options<TData, TVariables>);
  if (fromRender) {
    return {
      data: (rendered.answer.data ?? undefined) as TData | undefined,
      previousData: undefined,
      loading: false,
      error: new CombinedGraphQLErrors({ errors: rendered.answer.errors }),
      refetch: () => {
        setRendered(null);
        return Promise.resolve(undefined);
      },
    };
  }
  return { data: result.data as TData | undefined, previousData: result.previousData as TData | undefined, loading: result.loading, error: result.error, refetch: () => result.refetch() };
}

/**
 * A query whose answer is part of the page's markup: the catalogue on public pages, the shopper's
 * own data on their private pages (cart, checkout, account). Rendered on the server in the page's
 * one render pass; read from the restored cache while the browser hydrates. (Which side runs is
 * fixed when the bundle is built: the server renderer's build has `import.meta.env.SSR` true.)
 */
export const usePageQuery: <TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  options?: PageQueryOptions<TVariables>,
) => PageQueryResult<TData> = import.meta.env.SSR ? useServerQuery : useBrowserQuery;
