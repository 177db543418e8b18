/**
 * What the primary of a gateway of several processes loads once its database thread and first
 * worker have started (server/main.ts): the configuration, the logger and the primary itself. From
 * the sources these are modules imported one by one; `npm start` runs them from one CommonJS bundle
 * beside the gateway's entry (primary.cjs, scripts/server-build.mjs) with a V8 code cache, as a
 * worker runs its own (worker-bundle.ts): resolving, reading and compiling ~40 modules (zod, pino
 * and the primary's) took ~0.2 s of processor time beside the database opening and the first worker.
 */
export { ConfigError, loadConfig } from '../config';
export { createLogger } from '../logger';
export { runPrimary } from './primary';
