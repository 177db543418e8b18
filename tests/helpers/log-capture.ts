import { Writable } from 'node:stream';
import pino from 'pino';
import type { Logger } from '../../server/logger';

/** One line the gateway logged (pino's JSON: level 40 warn, 50 error). */
export type LogLine = Record<string, unknown> & { level: number; msg?: string };

/** A pino logger at `level` whose lines are kept in `lines`, for tests that assert what the gateway logged. */
export function captureLog(level = 'info'): { log: Logger; lines: LogLine[]; atLeast(level: number): LogLine[] } {
  const lines: LogLine[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return { log: pino({ level }, sink), lines, atLeast: (min) => lines.filter((l) => l.level >= min) };
}
