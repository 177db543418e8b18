import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { changeListState, parseListState, writeListState, type ListState } from './list-url-state';

export interface ListStateApi {
  state: ListState;
  /** The address (path and query) of the listing after a change; for links. */
  hrefFor(patch: Partial<ListState>): string;
  /** The address of a whole state on this path. */
  hrefOf(state: ListState): string;
  /** Moves to a changed state (a new history entry, so back returns to this view). */
  update(patch: Partial<ListState>): void;
  /** Moves to a whole state. */
  go(state: ListState): void;
}

/** The listing's state read from and written to the address's query. */
export function useListState(): ListStateApi {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const state = useMemo(() => parseListState(params), [params]);
  const hrefOf = useCallback(
    (next: ListState) => {
      const query = writeListState(next, params).toString();
      return query ? `${pathname}?${query}` : pathname;
    },
    [params, pathname],
  );
  const go = useCallback((next: ListState) => setParams(writeListState(next, params)), [params, setParams]);
  return {
    state,
    hrefOf,
    hrefFor: (patch) => hrefOf(changeListState(state, patch)),
    update: (patch) => go(changeListState(state, patch)),
    go,
  };
}
