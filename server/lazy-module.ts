import { createRequire } from 'node:module';

const requireModule = createRequire(import.meta.url);

/**
 * A package loaded on its first use rather than when the gateway starts: each process of a gateway
 * loads every module it imports before it answers, and packages only some shops or some requests
 * need (Redis's client, Mercado Pago's SDK, the signing library of ARCA's login) cost every start
 * tens of milliseconds each. For CommonJS packages, whose loading is synchronous.
 */
export function lazyModule<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= requireModule(name) as T);
}
