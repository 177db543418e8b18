import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import type { Config } from '../config';
import type { HttpGraphQLContext } from './request-context';
import type { ErrorCode } from '../generated/graphql';
import type { Limiter, LimitDecision, Limiters } from '../rate-limit';
import { bearerToken, SESSION_COOKIE } from '../session';
import { readCookie } from './cookies';
import { operationCost } from './limits';
import { applyCachePolicy } from '../cache/policy';

/**
 * What one client may spend on /graphql within a window: requests, and estimated query cost (the
 * same estimate as GRAPHQL_MAX_COST, http/limits.ts), per client and per client address. A client is
 * its bearer token or its session cookie, read before anything is looked up: the request count is
 * checked first of all, so a flood is refused before the database is asked anything; the cost once
 * the operation is known. Past a limit: HTTP 429, RATE_LIMITED, `Retry-After`.
 */

interface ClientKeys {
  /** `token:<digest>` or `session:<digest>`; null for a request with neither. */
  client: string | null;
  address: string;
}

type Refusal = { decision: LimitDecision; limiter: Limiter } | null;

/** What the limits keep on a request once they counted it. */
interface CountedRequest {
  keys: ClientKeys;
  /** The count made in front of the application (`countInFront`), until `requestLimits` answers it. */
  inFront: Promise<Refusal> | null;
}

declare module 'http' {
  interface IncomingMessage {
    /** Set once the client limits counted the request (client-limits.ts): never counted twice. */
    clientLimits?: CountedRequest;
  }
}

const digest = (text: string) => crypto.createHash('sha256').update(text).digest('base64url').slice(0, 27);

function clientKeys(req: IncomingMessage, address: string | undefined): ClientKeys {
  const token = bearerToken(req.headers.authorization);
  const session = token === null ? readCookie(req.headers.cookie, SESSION_COOKIE) : null;
  const client = token !== null ? `token:${digest(token)}` : session ? `session:${digest(session)}` : null;
  return { client, address: address ?? req.socket.remoteAddress ?? 'unknown' };
}

export interface ClientLimiters {
  requestsPerClient: Limiter | null;
  requestsPerAddress: Limiter | null;
  costPerClient: Limiter | null;
  costPerAddress: Limiter | null;
}

/** The four limiters of the configuration (a limit of 0 is off). */
export function clientLimiters(limiters: Limiters, settings: Config['rateLimits']): ClientLimiters {
  const make = (name: string, points: number) => (points > 0 ? limiters.create({ name, points, windowSeconds: settings.windowSeconds }) : null);
  return {
    requestsPerClient: make('requests-client', settings.clientRequests),
    requestsPerAddress: make('requests-address', settings.addressRequests),
    costPerClient: make('cost-client', settings.clientCost),
    costPerAddress: make('cost-address', settings.addressCost),
  };
}

/** The first refusal among the limiters asked at once (each counts its key either way). */
async function consumeAll(asks: [Limiter | null, string | null, number][]): Promise<Refusal> {
  const decided = await Promise.all(
    asks.map(async ([limiter, key, points]) => (limiter && key !== null ? { limiter, decision: await limiter.consume(key, points) } : null)),
  );
  return decided.find((d) => d !== null && !d.decision.allowed) ?? null;
}

function refusalMessage(limiter: Limiter, retryAfterSeconds: number): string {
  const what = limiter.spec.name.startsWith('cost') ? 'query cost' : 'requests';
  const who = limiter.spec.name.endsWith('address') ? 'this address' : 'this client';
  return `Too many ${what} from ${who} (at most ${limiter.spec.points} in ${limiter.spec.windowSeconds} s): try again in ${retryAfterSeconds} s.`;
}

function countRequest(limits: ClientLimiters, keys: ClientKeys): Promise<Refusal> {
  return consumeAll([
    [limits.requestsPerClient, keys.client, 1],
    [limits.requestsPerAddress, keys.address, 1],
  ]);
}

/**
 * Counts a request against its client and address in front of the application (a POST that the
 * answer cache may answer there), when that waits on nothing: the limiters count in this gateway's
 * memory (no Redis). Null when they count on Redis: the request goes to the application, which
 * counts it (`requestLimits`) before the cache is asked. The count resolves to the refusal, if any;
 * `requestLimits` answers a refused request that goes on to the application, and never counts it again.
 */
export function countInFront(limits: ClientLimiters, req: IncomingMessage, address: string | undefined): Promise<Refusal> | null {
  if (req.clientLimits) return null;
  if (limits.requestsPerClient?.shared || limits.requestsPerAddress?.shared) return null;
  const keys = clientKeys(req, address);
  const counted = countRequest(limits, keys);
  req.clientLimits = { keys, inFront: counted };
  return counted;
}

/** Counts the request against its client and address before anything else is done. */
export function requestLimits(limits: ClientLimiters): RequestHandler {
  return (req, res, next) => {
    // Counted once, by the first of the routes that ask (in front of the application for a POST the
    // answer cache may answer, the cached-answer route of POSTs, then /graphql); a refusal decided in
    // front is answered by the first.
    const state = req.clientLimits;
    const inFront = state?.inFront ?? null;
    if (state && inFront) state.inFront = null;
    else if (state) return next();
    let counted = inFront;
    if (!counted) {
      const keys = clientKeys(req, req.ip);
      req.clientLimits = { keys, inFront: null };
      counted = countRequest(limits, keys);
    }
    counted.then((refused) => {
      if (!refused) return next();
      const { retryAfterSeconds } = refused.decision;
      res.setHeader('Retry-After', String(retryAfterSeconds));
      applyCachePolicy(res, 'uncacheable');
      res.status(429).json({
        errors: [{ message: refusalMessage(refused.limiter, retryAfterSeconds), extensions: { code: 'RATE_LIMITED' satisfies ErrorCode, retryAfterSeconds } }],
      });
    }, next);
  };
}

/** Counts each operation's estimated cost against its client and address once it is known. */
export function costLimitsPlugin(schema: GraphQLSchema, limits: ClientLimiters): ApolloServerPlugin<HttpGraphQLContext> {
  return {
    async requestDidStart({ contextValue }) {
      const keys = contextValue?.req?.clientLimits?.keys;
      if (!keys || (!limits.costPerClient && !limits.costPerAddress)) return {};
      return {
        async didResolveOperation({ document, operation, request }) {
          if (!operation) return;
          const cost = operationCost(schema, document, operation, request.variables ?? {});
          if (cost <= 0) return;
          const refused = await consumeAll([
            [limits.costPerClient, keys.client, cost],
            [limits.costPerAddress, keys.address, cost],
          ]);
          if (!refused) return;
          const { retryAfterSeconds } = refused.decision;
          throw new GraphQLError(refusalMessage(refused.limiter, retryAfterSeconds), {
            extensions: {
              code: 'RATE_LIMITED' satisfies ErrorCode,
              retryAfterSeconds,
              http: { status: 429, headers: new HeaderMap([['retry-after', String(retryAfterSeconds)]]) },
            },
          });
        },
      };
    },
  };
}
