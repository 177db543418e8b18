import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { keysOfBodies, MAX_REMEMBERED_BODY, postKey } from './answer-keys';
import { bodyError, bodyText, parseJson } from './json-body';

/** What the front does with a POSTed query before the application (see `AnswerCache.front`). */
export interface PostFront {
  /** Nesting allowed in variables (GRAPHQL_MAX_VARIABLES_DEPTH): deeper ones are never looked up. */
  maxVariablesDepth: number;
  /** The JSON parser's limit, in bytes (the same as `express.json`'s). */
  maxBodyBytes: number;
  /**
   * Counts the request against its client's limits at once (in memory), resolving to whether it was
   * refused; null when that would wait (on Redis): the application then counts it, then asks the cache.
   */
  count(req: IncomingMessage): Promise<unknown> | null;
}

/** What the front learnt of a request it handed on: its body's error, and whether the cache was asked. */
export interface FrontState {
  error?: Error;
  lookedUp: boolean;
}

/**
 * A POSTed query in front of the application: the body is read here (within the parser's limit),
 * the request counted against its client's limits, and answered from the cache on a hit; else
 * handed to the application with its body parsed (`req.body`), or with the error the parser would
 * have given (`bodyRead`), or, when its limits count on Redis, to be counted and looked up there.
 */
export function readPostInFront(
  post: PostFront,
  req: IncomingMessage & { body?: unknown },
  res: ServerResponse,
  app: RequestListener,
  states: WeakMap<IncomingMessage, FrontState>,
  lookUp: (key: string, req: IncomingMessage, res: ServerResponse, app: RequestListener) => void,
): void {
  const chunks: Buffer[] = [];
  let received = 0;
  let tooLarge = false;
  const onData = (chunk: Buffer) => {
    received += chunk.length;
    if (received > post.maxBodyBytes) tooLarge = true;
    // Read to the end either way (as the parser does before answering 413), keeping nothing more.
    if (!tooLarge) chunks.push(chunk);
  };
  const onEnd = () => {
    req.off('data', onData);
    req.off('error', onGone);
    req.off('aborted', onGone);
    const state: FrontState = { lookedUp: false };
    states.set(req, state);
    if (tooLarge) {
      state.error = bodyError(413, 'entity.too.large', 'request entity too large');
      return app(req, res);
    }
    const text = bodyText(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, received));
    // The same text asked again (apps send the same few queries): its key without parsing it again.
    const seen = text.length <= MAX_REMEMBERED_BODY ? `${req.headers.accept ?? ''}\n${text}` : null;
    let key: string | null | undefined = seen === null ? undefined : keysOfBodies.get(seen);
    const parse = (): boolean => {
      const parsed = parseJson(text);
      if ('error' in parsed) {
        state.error = parsed.error;
        return false;
      }
      req.body = parsed.body;
      return true;
    };
    if (key === undefined) {
      if (!parse()) return app(req, res);
      key = postKey(req, post.maxVariablesDepth);
      if (key !== null && seen !== null) keysOfBodies.set(seen, key);
    }
    const counted = key === null ? null : post.count(req);
    if (key === null || counted === null) {
      if (req.body === undefined) parse();
      return app(req, res);
    }
    const found = key;
    counted.then(
      (refused) => {
        if (refused) {
          if (req.body === undefined) parse();
          return app(req, res);
        }
        state.lookedUp = true;
        lookUp(found, req, res, (q, s) => {
          if (req.body === undefined) parse();
          app(q, s);
        });
      },
      () => {
        if (req.body === undefined) parse();
        app(req, res);
      },
    );
  };
  // A client gone before its body came: nothing to answer.
  const onGone = () => {
    req.off('data', onData);
    req.off('end', onEnd);
  };
  req.on('data', onData);
  req.once('end', onEnd);
  req.once('error', onGone);
  req.once('aborted', onGone);
}
