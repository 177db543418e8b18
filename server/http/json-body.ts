import type { IncomingMessage } from 'node:http';

/*
 * A JSON request body read by hand, as `express.json` (body-parser, strict) would take it: for the
 * answer cache's front, which reads a POSTed query before Express runs and must hand Express the
 * same body, or the same error, the parser would have.
 */

/** An error as the JSON parser (body-parser) gives it to the error handler: status, type, message. */
export function bodyError(status: 400 | 413, type: string, message: string): Error & { status: number; type: string } {
  return Object.assign(new Error(message), { status, type, expose: true });
}

/**
 * Whether the front reads this POST's body: JSON in UTF-8 (what `express.json` parses), not
 * compressed, not announced larger than the limit. Anything else goes to the application untouched.
 */
export function readableJson(req: IncomingMessage, maxBytes: number): boolean {
  const h = req.headers;
  const type = h['content-type'];
  if (type === undefined) return false;
  const [media, ...params] = type.split(';');
  if (media.trim().toLowerCase() !== 'application/json') return false;
  for (const param of params) {
    const [name, value = ''] = param.split('=').map((x) => x.trim().toLowerCase());
    if (name !== 'charset' || value.replace(/^"(.*)"$/, '$1') !== 'utf-8') return false;
  }
  if (h['content-encoding'] !== undefined && h['content-encoding'].toLowerCase() !== 'identity') return false;
  const length = h['content-length'];
  if (length === undefined) return h['transfer-encoding'] !== undefined;
  const n = Number(length);
  return Number.isInteger(n) && n > 0 && n <= maxBytes;
}

/** A body's text, as `express.json` decodes it (UTF-8, a byte-order mark dropped). */
export function bodyText(bytes: Buffer): string {
  return (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes).toString('utf8');
}

/** The JSON of a body's text, as `express.json` (strict) parses it; an error like its own when it cannot. */
export function parseJson(text: string): { body: unknown } | { error: Error } {
  if (text.length === 0) return { body: {} };
  const first = /^[\x20\x09\x0a\x0d]*([^\x20\x09\x0a\x0d]|$)/.exec(text)?.[1];
  if (first !== '{' && first !== '[') return { error: bodyError(400, 'entity.parse.failed', 'Unexpected token in JSON body') };
  try {
    return { body: JSON.parse(text) as unknown };
  } catch (err) {
    return { error: bodyError(400, 'entity.parse.failed', (err as Error).message) };
  }
}
