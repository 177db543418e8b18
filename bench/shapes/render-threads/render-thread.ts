/**
 * A render thread of the prototype of shape (a): it renders pages with the web client's server
 * renderer (client/dist-ssr/entry-server.js), and every GraphQL operation a page asks goes, as
 * text with its variables, to the main thread (which owns the database and the request's context)
 * over this thread's port; the answer comes back the same way.
 */
import fs from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { print, type DocumentNode, type ExecutionResult } from 'graphql';
import type { LanguageCode, Translations } from '../../../client/src/app/i18n';

export interface RenderJob {
  type: 'render';
  id: number;
  url: string;
  headers: [string, string][];
  language: LanguageCode;
  currency: string | null;
  timeoutMs: number;
}

export interface OperationAsk {
  type: 'operation';
  job: number;
  op: number;
  query: string;
  variables: Record<string, unknown> | undefined;
  operationName: string | null | undefined;
}

export interface OperationAnswer {
  type: 'operation-answer';
  op: number;
  result: ExecutionResult;
}

register(new URL('./hooks.mjs', import.meta.url).href);
const { clientDir } = workerData as { clientDir: string };
type ServerEntry = typeof import('../../../client/src/entry-server');
const entry = (await import(pathToFileURL(path.join(`${clientDir}-ssr`, 'entry-server.js')).href)) as ServerEntry;
const translations = new Map<LanguageCode, Translations>();
const waiting = new Map<number, (result: ExecutionResult) => void>();
let ops = 0;

parentPort!.on('message', (message: RenderJob | OperationAnswer) => {
  if (message.type === 'operation-answer') {
    waiting.get(message.op)?.(message.result);
    waiting.delete(message.op);
    return;
  }
  void render(message);
});

async function render(job: RenderJob): Promise<void> {
  let table = translations.get(job.language);
  if (!table) {
    table = JSON.parse(fs.readFileSync(path.join(clientDir, 'i18n', `${job.language}.json`), 'utf8')) as Translations;
    translations.set(job.language, table);
  }
  // Not a schema: the shim's `execute` sees `executeRemotely` and sends the operation to the owner.
  const schema = {
    executeRemotely: (args: { document: DocumentNode; variableValues?: Record<string, unknown>; operationName?: string | null }) =>
      new Promise<ExecutionResult>((resolve) => {
        const op = ++ops;
        waiting.set(op, resolve);
        const ask: OperationAsk = { type: 'operation', job: job.id, op, query: print(args.document), variables: args.variableValues, operationName: args.operationName };
        parentPort!.postMessage(ask);
      }),
  };
  try {
    const result = await entry.render({
      url: job.url,
      headers: new Headers(job.headers),
      schema: schema as never,
      context: {},
      language: job.language,
      translations: table,
      currency: job.currency,
      signal: AbortSignal.timeout(job.timeoutMs),
    });
    parentPort!.postMessage({ type: 'rendered', id: job.id, result });
  } catch (err) {
    parentPort!.postMessage({ type: 'failed', id: job.id, message: (err as Error).message });
  }
}
