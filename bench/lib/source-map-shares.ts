import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** Decodes one segment of a source map's `mappings` (base64 VLQ) into its numbers. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const c of segment) {
    const digit = DIGIT.get(c) ?? 0;
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/** Groups a source path: an npm package by name, the shop's own code by top folder of client/src. */
function group(source: string): string {
  if (process.env.BUNDLE_BY_FILE) return source.replace(/^.*?client\/src\//, "src/");
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1];
  const own = /client\/src\/([^/]+)/.exec(source) ?? /src\/([^/]+)/.exec(source);
  return own ? `src/${own[1].replace(/\.tsx?$/, '')}` : '(bundler)';
}

export interface SourceShare {
  source: string;
  raw: number;
  gzip: number;
}

/**
 * Splits built JavaScript files by the source each generated character comes from (the files'
 * source maps), grouped by package; each group's text is gzipped on its own.
 */
export function sourceShares(dist: string, files: string[]): SourceShare[] {
  const texts = new Map<string, string[]>();
  for (const file of files) {
    const mapFile = path.join(dist, file + '.map');
    if (!fs.existsSync(mapFile)) continue;
    const lines = fs.readFileSync(path.join(dist, file), 'utf8').split('\n');
    const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string };
    let sourceIndex = 0;
    map.mappings.split(';').forEach((lineMappings, lineNo) => {
      const line = lines[lineNo] ?? '';
      let column = 0;
      const segments = lineMappings ? lineMappings.split(',').map(decodeSegment) : [];
      const starts: Array<{ column: number; source: number }> = [];
      for (const seg of segments) {
        column += seg[0];
        if (seg.length >= 4) sourceIndex += seg[1];
        starts.push({ column, source: seg.length >= 4 ? sourceIndex : -1 });
      }
      starts.forEach((start, i) => {
        const end = i + 1 < starts.length ? starts[i + 1].column : line.length;
        const key = start.source >= 0 ? group(map.sources[start.source] ?? '') : '(bundler)';
        const list = texts.get(key) ?? [];
        list.push(line.slice(start.column, end));
        texts.set(key, list);
      });
    });
  }
  return [...texts]
    .map(([source, parts]) => {
      const text = parts.join('');
      return { source, raw: Buffer.byteLength(text), gzip: zlib.gzipSync(text, { level: 9 }).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
}
