import type { ErrorLike, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useHydrated } from './use-hydrated';

export interface ClientQueryResult<TData> {
  data: TData | undefined;
  /** The last data of other variables or before a reset, kept on screen while the new answer loads. */
  previousData: TData | undefined;
  /** True until the answer is in: on the server and while the browser hydrates, always. */
  loading: boolean;
  error: ErrorLike | undefined;
  refetch: () => Promise<unknown>;
}

/**
 * A query asked in the browser only, once the page is hydrated: what belongs to one shopper (cart,
 * account, garage) on a page that is the same for every visitor, and data the page does not show
 * at first (a closed menu's contents). Until then it is loading, on the server and in the browser
 * alike, so the page's markup holds nothing personal and may be cached, and the server does not
 * fetch what it would not show; the view shows a placeholder of the final size meanwhile.
 */
export function useClientQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  options: { variables?: TVariables; skip?: boolean; errorPolicy?: 'none' | 'all' } = {},
): ClientQueryResult<TData> {
  const hydrated = useHydrated();
  const result = useQuery(query, { ...options, skip: !hydrated || options.skip } as useQuery.Options<TData, TVariables>);
  return { data: result.data as TData | undefined, previousData: result.previousData as TData | undefined, loading: !hydrated || result.loading, error: result.error, refetch: () => result.refetch() };
}
