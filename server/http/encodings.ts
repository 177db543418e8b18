import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * How the shop compresses what it sends, in one place: the encodings it offers (best first), which
 * one a request accepts, and the compression of a body made at run time (a rendered page, the app
 * shell). Built files are compressed once at build time (scripts/client-build.mjs) and served as they are.
 */
export const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export type Encoding = (typeof ENCODINGS)[number]['name'];

/** The encoding a request accepts, among those a body is (or can be) had in; null: send it plain. */
export function pickEncoding(acceptEncoding: string | undefined, available: (suffix: string) => boolean = () => true): (typeof ENCODINGS)[number] | null {
  if (!acceptEncoding) return null;
  const accepted = acceptEncoding
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
    .map(([name]) => name.trim().toLowerCase());
  return ENCODINGS.find((e) => accepted.includes(e.name) && available(e.suffix)) ?? null;
}

/** The name of the encoding a request accepts for a body compressed at run time; null: plain. */
export function acceptedEncoding(acceptEncoding: string | undefined): Encoding | null {
  return pickEncoding(acceptEncoding)?.name ?? null;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const brotliDecompress = promisify(zlib.brotliDecompress);

/**
 * A body compressed at run time: Brotli at a fast quality (about 5:1 on the shop's pages, in a few
 * milliseconds), gzip at its default level.
 */
export function encode(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzip(body, { level: 6 });
}

/** A Brotli body back to its bytes (a page kept compressed in Redis). */
export function decodeBrotli(body: Buffer): Promise<Buffer> {
  return brotliDecompress(body);
}
