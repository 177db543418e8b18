import type { ResultOf } from '@graphql-typed-document-node/core';
import type { FragmentType, useFragment } from '../../gql/fragment-masking';

/**
 * The client preset's `useFragment` under a name for code outside a component's render (an event
 * handler, a cache update): it is no React hook, only the typed read of a masked fragment, and
 * the hooks' lint rule would refuse its `use…` name there.
 */
export { useFragment as readFragment } from '../../gql/fragment-masking';

/** Any typed document (the preset's own bound on a fragment's document). */
type Doc = Parameters<typeof useFragment>[0];

/**
 * The same read with the fragment named by its type only: `unmask<typeof XFragment>(ref)`. For the
 * frame's first chunk, which every page loads: `useFragment` keeps the fragment's document in the
 * bundle as its argument, beside the query that already holds it; a type costs nothing.
 */
export function unmask<D extends Doc>(ref: FragmentType<D>): ResultOf<D>;
export function unmask<D extends Doc>(ref: FragmentType<D> | null): ResultOf<D> | null;
export function unmask<D extends Doc>(ref: FragmentType<D> | null | undefined): ResultOf<D> | null | undefined;
export function unmask<D extends Doc>(ref: ReadonlyArray<FragmentType<D>>): ReadonlyArray<ResultOf<D>>;
export function unmask<D extends Doc>(ref: ReadonlyArray<FragmentType<D>> | null | undefined): ReadonlyArray<ResultOf<D>> | null | undefined;
export function unmask(ref: unknown): unknown {
  return ref;
}
