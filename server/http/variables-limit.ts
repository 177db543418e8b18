import type { ErrorCode } from '../generated/graphql';
import type { RequestHandler } from 'express';
import type { Config } from '../config';

/** How deep `value` nests (a scalar is 0, `{}` or `[]` is 1), counted without recursion; stops once past `limit`. */
export function nestingDepth(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (item.value === null || typeof item.value !== 'object') continue;
    const depth = item.depth + 1;
    if (depth > deepest) deepest = depth;
    if (deepest > limit) return deepest;
    for (const child of Object.values(item.value)) if (child !== null && typeof child === 'object') stack.push({ value: child, depth });
  }
  return deepest;
}

/** The request's variables: the POST body's, or the GET `variables` parameter when it is JSON (else Apollo refuses it itself). */
function variablesOf(req: Parameters<RequestHandler>[0]): unknown {
  if (req.method !== 'GET') return (req.body as { variables?: unknown } | undefined)?.variables;
  const text = req.query.variables;
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Refuses variables nested deeper than `GRAPHQL_MAX_VARIABLES_DEPTH` or larger than
 * `GRAPHQL_MAX_VARIABLES_BYTES` (as JSON) with HTTP 400 and `BAD_REQUEST_VARIABLES`, before any
 * other work: no input of the schema nests more than a few levels, and checking, coercing or
 * walking a value thousands of levels deep would exhaust the stack. One warning line each.
 */
export function variablesLimit(limits: Pick<Config['limits'], 'maxVariablesDepth' | 'maxVariablesBytes'>): RequestHandler {
  return (req, res, next) => {
    const variables = variablesOf(req);
    if (variables === undefined || variables === null || typeof variables !== 'object') return next();
    const depth = nestingDepth(variables, limits.maxVariablesDepth);
    let problem: string | null = null;
    let bytes: number | undefined;
    if (depth > limits.maxVariablesDepth) problem = `Variables are nested deeper than ${limits.maxVariablesDepth} levels.`;
    else if ((bytes = Buffer.byteLength(JSON.stringify(variables))) > limits.maxVariablesBytes) {
      problem = `Variables take ${bytes} bytes, more than the ${limits.maxVariablesBytes} allowed.`;
    }
    if (problem === null) return next();
    req.log?.warn({ variables: { depth, bytes } }, 'GraphQL request refused: variables too deep or too large');
    res.status(400).json({ errors: [{ message: problem, extensions: { code: 'BAD_REQUEST_VARIABLES' satisfies ErrorCode } }] });
  };
}
