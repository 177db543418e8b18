/**
 * The client preset's `useFragment` under a name for code outside a component's render (an event
 * handler, a cache update): it is no React hook, only the typed read of a masked fragment, and
 * the hooks' lint rule would refuse its `use…` name there.
 */
export { useFragment as readFragment } from '../../gql';
