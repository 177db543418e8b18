// Module hooks of a render thread: the server renderer's own `import ... from "graphql"` gets the
// shim, so its SchemaLink runs operations in the owning thread. Everything else is untouched.
const SHIM = new URL('./graphql-shim.mjs', import.meta.url).href;

export async function resolve(specifier, context, next) {
  if (specifier === 'graphql' && context.parentURL && context.parentURL.includes('-ssr/')) return { url: SHIM, shortCircuit: true };
  return next(specifier, context);
}
