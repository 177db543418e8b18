// Loaded in a render thread instead of `graphql` for the server renderer (see hooks.mjs): the same
// module, except that `execute` on the placeholder schema of a render thread sends the operation
// to the thread that owns the data (render-thread.ts) and answers what it got back.
import { execute as executeHere } from 'graphql';

export * from 'graphql';

export function execute(args) {
  const remote = args.schema && args.schema.executeRemotely;
  return remote ? remote(args) : executeHere(args);
}
