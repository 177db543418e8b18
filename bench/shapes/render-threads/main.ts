/**
 * Prototype of process shape (a), for measurement only (docs/adr/0012-process-shape.md): the
 * gateway in one process as before (HTTP, GraphQL, the embedded database on its main thread), and
 * the server render of pages in a pool of worker threads (RENDER_THREADS, default: the number of
 * cores). A render thread sends each GraphQL operation of a page to the main thread over its
 * MessagePort and gets the result back (render-thread.ts); the main thread keeps the request's
 * context, writes the page's head and sends it. Run by `npm run bench:mixed -- --entry
 * bench/shapes/render-threads/main.ts --env WEB_CONCURRENCY=1 --pages`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Request, Response } from 'express';
import { execute, parse, type DocumentNode, type ExecutionResult } from 'graphql';
import type { LanguageCode, Translations } from '../../../client/src/app/i18n';
import { mergePageMeta } from '../../../client/src/lib/page-meta/page-meta';
import { CURRENCY_COOKIE } from '../../../client/src/ssr/initial-currency';
import type { RenderResult } from '../../../client/src/entry-server';
import { createServer } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { createContext, type GraphQLContext } from '../../../server/context';
import { openDatabase } from '../../../server/db';
import { cspNonce } from '../../../server/http/security-headers';
import { createLogger } from '../../../server/logger';
import { inlineStyleSheet, renderDocument } from '../../../server/render/document';
import { htmlLanguage, pageLanguage } from '../../../server/render/language';
import { readCookie } from '../../../server/http/cookies';
import { pageScripts } from '../../../server/render/page-scripts';
import { routeHead } from '../../../server/render/route-head';
import { sendHtml } from '../../../server/render/send-html';
import { buildSchema } from '../../../server/schema';
import { createSessionMiddleware } from '../../../server/session';
import type { OperationAnswer, OperationAsk, RenderJob } from './render-thread';

const OG_LOCALE: Record<LanguageCode, string> = { es: 'es_AR', en: 'en_US', ru: 'ru_RU', 'en-RTL': 'en_US' };
const API_PREFIXES = ['/graphql', '/healthz', '/readyz', '/provider', '/images', '/assets', '/metrics'];
const THREAD_BOOT = `const { workerData } = require('node:worker_threads');
(async () => {
  (await import(workerData.tsx)).register();
  await import(require('node:url').pathToFileURL(workerData.entry).href);
})();`;

const clientDir = path.resolve(process.env.CLIENT_DIR ?? 'client/dist');
// The gateway without its own page renderer: this file mounts the threaded one.
const config = loadConfig({ ...process.env, CLIENT_DIR: 'none' });
const log = createLogger(config);
const server = await createServer(config, { log, opening: openDatabase(config) });
const { app, services } = server;
const schema = buildSchema();
const sessions = createSessionMiddleware(config, services.db);

const template = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
const pageTemplate = inlineStyleSheet(template, (href) => fs.readFileSync(path.join(clientDir, href), 'utf8'), 160 * 1024);
const scriptsOf = pageScripts(clientDir);
const translations = new Map<LanguageCode, Translations>();
const translationsOf = (code: LanguageCode): Translations => {
  let table = translations.get(code);
  if (!table) {
    table = JSON.parse(fs.readFileSync(path.join(clientDir, 'i18n', `${code}.json`), 'utf8')) as Translations;
    translations.set(code, table);
  }
  return table;
};

type Outcome = { type: 'rendered'; id: number; result: RenderResult } | { type: 'failed'; id: number; message: string };
const contexts = new Map<number, GraphQLContext>();
const jobs = new Map<number, (outcome: Outcome) => void>();
const documents = new Map<string, DocumentNode>();
let jobCount = 0;

const threadCount = Number(process.env.RENDER_THREADS ?? os.availableParallelism());
const threads = Array.from({ length: threadCount }, () => {
  const thread = new Worker(THREAD_BOOT, {
    eval: true,
    workerData: { entry: path.join(import.meta.dirname, 'render-thread.ts'), tsx: import.meta.resolve('tsx/esm/api'), clientDir },
  });
  let busy = 0;
  thread.on('message', (message: OperationAsk | Outcome) => {
    if (message.type === 'operation') {
      // The page's operation runs here, on the gateway's schema with the request's own context.
      const context = contexts.get(message.job);
      let document = documents.get(message.query);
      if (!document) {
        document = parse(message.query);
        documents.set(message.query, document);
      }
      const running: Promise<ExecutionResult> = context
        ? Promise.resolve(execute({ schema, document, contextValue: context, variableValues: message.variables, operationName: message.operationName }))
        : Promise.resolve({ errors: [] });
      void running.then((result) => {
        const answer: OperationAnswer = {
          type: 'operation-answer',
          op: message.op,
          result: { data: result.data, errors: result.errors?.map((e) => e.toJSON()) } as ExecutionResult,
        };
        thread.postMessage(answer);
      });
      return;
    }
    busy -= 1;
    jobs.get(message.id)?.(message);
    jobs.delete(message.id);
  });
  return {
    get busy() {
      return busy;
    },
    run(job: RenderJob): Promise<Outcome> {
      busy += 1;
      return new Promise((resolve) => {
        jobs.set(job.id, resolve);
        thread.postMessage(job);
      });
    },
  };
});

async function renderPage(req: Request, res: Response): Promise<void> {
  const sendShell = () => {
    res.status(200).setHeader('Cache-Control', 'no-cache');
    return sendHtml(req, res, template);
  };
  const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  const language = pageLanguage(req);
  const table = translationsOf(language);
  const context = await createContext(services, req, res);
  const id = ++jobCount;
  contexts.set(id, context);
  const url = new URL(req.originalUrl, origin);
  const thread = threads.reduce((a, b) => (b.busy < a.busy ? b : a));
  const outcome = await thread.run({
    type: 'render',
    id,
    url: url.href,
    headers: Object.entries(req.headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v] as [string, string]] : [])),
    language,
    currency: readCookie(req.headers.cookie, CURRENCY_COOKIE),
    timeoutMs: config.render.timeoutMs,
  });
  contexts.delete(id);
  if (outcome.type === 'failed') {
    log.error({ url: req.originalUrl, reason: outcome.message }, 'render failed');
    return sendShell();
  }
  const result = outcome.result;
  if (result.kind === 'redirect') {
    res.setHeader('Cache-Control', 'private, no-cache');
    return res.redirect(result.status, result.location);
  }
  if (result.aborted) return sendShell();
  const head = await routeHead({ schema, context, pattern: result.pattern, params: result.params, pathname: url.pathname, origin, translations: table });
  const meta = mergePageMeta(head.meta, result.meta);
  const html = renderDocument(pageTemplate, {
    ...htmlLanguage(language),
    canonicalUrl: origin + (meta.canonicalPath ?? url.pathname),
    origin,
    shopName: head.shopName,
    locale: OG_LOCALE[language],
    meta,
    appHtml: result.html,
    state: result.state,
    nonce: cspNonce(res),
    pageScripts: scriptsOf(result.pageModules),
  });
  res.status(head.status ?? result.status);
  res.setHeader('Cache-Control', 'private, no-cache');
  res.setHeader('Vary', 'Cookie, Accept-Language');
  await sendHtml(req, res, html);
}

app.get(
  /.*/,
  (req, _res, next) => {
    if (API_PREFIXES.some((p) => req.path === p || req.path.startsWith(p + '/')) || !req.accepts('html') || /\.[a-z0-9]{2,5}$/i.test(req.path)) return next('route');
    next();
  },
  ...sessions.handlers,
  (req, res) => {
    renderPage(req, res).catch((err: unknown) => {
      log.error({ err }, 'render failed');
      if (!res.headersSent) res.status(500).end();
    });
  },
);

const url = await server.listen();
console.log(`Shop ready at ${url}  (GraphQL: ${url}/graphql), answering (prototype of shape (a): ${threadCount} render threads)`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
