import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { KeyValueCache, KeyValueCacheSetOptions } from '@apollo/utils.keyvaluecache';
import type { Request, RequestHandler } from 'express';
import type { ErrorCode } from '../generated/graphql';
import { isAppRequest } from '../session/app-session';
import { applyCachePolicy } from '../cache/policy';

/**
 * The operations the shop supports: the web client's and those documented for other apps, published
 * at /graphql/operations.json (Apollo's persisted-query manifest format, made by
 * `npm run codegen` from the documents, scripts/operations-manifest.ts). Listed operations run by
 * their id alone (the SHA-256 of their text, as a persisted query) on every gateway, whatever the
 * persisted-query store holds; with GRAPHQL_TRUSTED_ONLY nothing else runs, except for the explorer
 * (while it is served) and apps signed in to a developer account.
 */
export const MANIFEST_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../generated/operations.json');

/** The explorer's requests say so in this header (client/src/sandbox); honoured only while the explorer is served. */
export const EXPLORER_HEADER = 'x-shop-client';

export interface ManifestOperation {
  id: string;
  name: string;
  type: string;
  body: string;
  clientName: string;
}

export interface TrustedOperations {
  /** The manifest as served (bytes) and its ETag. */
  readonly json: Buffer;
  readonly etag: string;
  readonly size: number;
  body(id: string): string | undefined;
}

export function loadTrustedOperations(file = MANIFEST_FILE): TrustedOperations {
  const json = fs.readFileSync(file);
  const manifest = JSON.parse(json.toString('utf8')) as { format?: string; operations?: ManifestOperation[] };
  if (manifest.format !== 'apollo-persisted-query-manifest' || !Array.isArray(manifest.operations)) {
    throw new Error(`${file} is not an operations manifest: run npm run codegen`);
  }
  const byId = new Map(manifest.operations.map((op) => [op.id, op.body]));
  return {
    json,
    etag: `"${crypto.createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`,
    size: byId.size,
    body: (id) => byId.get(id),
  };
}

/** GET /graphql/operations.json: the manifest, public, revalidated by ETag. */
export function manifestRoute(ops: TrustedOperations): RequestHandler {
  return (req, res) => {
    applyCachePolicy(res, 'operations-manifest');
    res.setHeader('ETag', ops.etag);
    if (req.headers['if-none-match'] === ops.etag) {
      res.status(304).end();
      return;
    }
    res.type('application/json').send(ops.json);
  };
}

const APQ_PREFIX = 'apq:';

/**
 * The persisted-query store Apollo reads (`apq:<sha256>` keys): a listed operation's text comes from
 * the manifest, anything else from the shared store (memory or Redis) as before. Listed operations
 * are never written to the store.
 */
export function manifestFirst(ops: TrustedOperations, store: KeyValueCache<string>): KeyValueCache<string> {
  const listed = (key: string) => (key.startsWith(APQ_PREFIX) ? ops.body(key.slice(APQ_PREFIX.length)) : undefined);
  return {
    async get(key: string) {
      return listed(key) ?? store.get(key);
    },
    async set(key: string, value: string, options?: KeyValueCacheSetOptions) {
      if (listed(key) === undefined) await store.set(key, value, options);
    },
    async delete(key: string) {
      return store.delete(key);
    },
  };
}

/** The id of the operation a request asks for: the SHA-256 of its text, or its persisted-query hash. */
function requestedId(req: Request): string | null {
  const params: unknown = req.method === 'GET' ? req.query : req.body;
  if (typeof params !== 'object' || params === null) return null;
  const { query, extensions } = params as { query?: unknown; extensions?: unknown };
  if (typeof query === 'string' && query !== '') return crypto.createHash('sha256').update(query).digest('hex');
  let ext: unknown = extensions;
  if (typeof ext === 'string') {
    try {
      ext = JSON.parse(ext);
    } catch {
      return null;
    }
  }
  const hash = (ext as { persistedQuery?: { sha256Hash?: unknown } } | null)?.persistedQuery?.sha256Hash;
  return typeof hash === 'string' ? hash : null;
}

/**
 * With `enabled`, refuses (HTTP 403, OPERATION_NOT_TRUSTED) any document that is not in the manifest,
 * before Apollo parses it, unless the request comes from the explorer while it is served or from an
 * app signed in to a developer account. A request naming no document is left to Apollo (it refuses it).
 */
export function trustedOperationsOnly(ops: TrustedOperations, options: { enabled: boolean; explorer: boolean }): RequestHandler {
  return (req, res, next) => {
    if (!options.enabled) return next();
    if (options.explorer && req.get(EXPLORER_HEADER) === 'explorer') return next();
    if (isAppRequest(req) && req.session.developer === true) return next();
    const id = requestedId(req);
    if (id === null || ops.body(id) !== undefined) return next();
    applyCachePolicy(res, 'uncacheable');
    res.status(403).json({
      errors: [
        {
          message: 'This gateway runs only the operations published at /graphql/operations.json: send one of them by its id (as a persisted query) or with its exact text.',
          extensions: { code: 'OPERATION_NOT_TRUSTED' satisfies ErrorCode },
        },
      ],
    });
  };
}
