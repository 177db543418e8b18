import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request, Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { LanguageCode, Translations } from '../../client/src/app/i18n';
import { mergePageMeta } from '../../client/src/lib/page-meta/page-meta';
import { createContext } from '../context';
import type { Logger } from '../logger';
import type { AppServices } from '../services';
import { inlineStyleSheet, renderDocument } from './document';
import { cspNonce } from '../http/security-headers';
import { readCookie } from '../http/cookies';
import { htmlLanguage, pageLanguage } from './language';
import { pageScripts } from './page-scripts';
import { CURRENCY_COOKIE } from '../../client/src/ssr/initial-currency';
import { routeHead } from './route-head';
import { sendHtml } from './send-html';

type ServerEntry = typeof import('../../client/src/entry-server');


export interface PageRendererOptions {
  /** The built web client (index.html, i18n/). */
  clientDir: string;
  /** The built server renderer (entry-server.js). */
  ssrDir: string;
  schema: GraphQLSchema;
  services: AppServices;
  log: Logger;
}

/** Style sheets up to this size (uncompressed) are written into rendered pages instead of linked. */
const INLINE_CSS_MAX_BYTES = 160 * 1024;

const OG_LOCALE: Record<LanguageCode, string> = { es: 'es_AR', en: 'en_US', ru: 'ru_RU', 'en-RTL': 'en_US' };

function requestHeaders(req: Request): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
  }
  return headers;
}

/** Whether a path is one of the configured fault paths (exactly, or below one ending in `/`). */
export function matchesFaultPath(pathname: string, faultPaths: readonly string[]): boolean {
  return faultPaths.some((p) => pathname === p || (p.endsWith('/') && pathname.startsWith(p)));
}

/**
 * Renders every page of the shop on the server (see client/src/entry-server.tsx) and answers it
 * with its head (title, description, canonical, Open Graph, JSON-LD) and the state the browser
 * restores. A page whose render fails is answered with the plain client app (index.html), and the
 * reason is logged: the shopper still gets a working page, rendered in the browser.
 */
export function createPageRenderer(options: PageRendererOptions): (req: Request, res: Response) => Promise<void> {
  const { clientDir, ssrDir, schema, services, log } = options;
  const config = services.config;
  const template = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  // Rendered pages carry the style sheet inline (the plain client app keeps its link).
  const pageTemplate = inlineStyleSheet(
    template,
    (href) => {
      const file = path.join(clientDir, href);
      return file.startsWith(clientDir + path.sep) && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
    },
    INLINE_CSS_MAX_BYTES,
  );
  const scriptsOf = pageScripts(clientDir);
  const entryFile = path.join(ssrDir, 'entry-server.js');
  let entry: Promise<ServerEntry> | null = null;
  const loadEntry = (): Promise<ServerEntry> => {
    entry ??= import(pathToFileURL(entryFile).href) as Promise<ServerEntry>;
    return entry;
  };
  if (!fs.existsSync(entryFile)) log.warn({ entryFile }, 'no server renderer built: pages are rendered in the browser');
  else setImmediate(() => loadEntry().catch((err: unknown) => log.error({ err }, 'server renderer failed to load')));

  const translations = new Map<LanguageCode, Translations>();
  const translationsOf = (code: LanguageCode): Translations => {
    let table = translations.get(code);
    if (!table) {
      table = JSON.parse(fs.readFileSync(path.join(clientDir, 'i18n', `${code}.json`), 'utf8')) as Translations;
      translations.set(code, table);
    }
    return table;
  };

  const sendShell = (req: Request, res: Response) => {
    res.status(200).setHeader('Cache-Control', 'no-cache');
    return sendHtml(req, res, template);
  };

  return async (req, res) => {
    const origin = config.publicUrl?.replace(/\/$/, '') ?? `${req.protocol}://${req.get('host') ?? `${config.host}:${config.port}`}`;
    try {
      if (!fs.existsSync(entryFile)) return await sendShell(req, res);
      if (matchesFaultPath(req.path, config.render.faultPaths)) {
        throw new Error(`server rendering of ${req.path} fails on purpose (SSR_FAULT_PATHS)`);
      }
      const { render } = await loadEntry();
      const language = pageLanguage(req);
      const table = translationsOf(language);
      const context = await createContext(services, req, res);
      const url = new URL(req.originalUrl, origin);
      const result = await render({
        url: url.href,
        headers: requestHeaders(req),
        schema,
        context,
        language,
        translations: table,
        currency: readCookie(req.headers.cookie, CURRENCY_COOKIE),
        signal: AbortSignal.timeout(config.render.timeoutMs),
      });
      if (result.kind === 'redirect') {
        // It may depend on the shopper (signed out, empty cart): never kept by a shared cache.
        res.setHeader('Cache-Control', 'private, no-cache');
        res.setHeader('Vary', 'Cookie');
        return res.redirect(result.status, result.location);
      }
      if (result.aborted) {
        // The markup of the last round and the cache may no longer agree (answers kept arriving):
        // the browser renders this page itself rather than hydrate markup that does not match.
        (req.log ?? log).warn({ url: req.originalUrl, timeoutMs: config.render.timeoutMs }, 'server render ran out of time; serving the client app');
        return await sendShell(req, res);
      }
      const head = await routeHead({ schema, context, pattern: result.pattern, params: result.params, pathname: url.pathname, origin, translations: table });
      const meta = mergePageMeta(head.meta, result.meta);
      const canonicalUrl = origin + (meta.canonicalPath ?? url.pathname);
      const html = renderDocument(pageTemplate, {
        ...htmlLanguage(language),
        canonicalUrl,
        origin,
        shopName: head.shopName,
        locale: OG_LOCALE[language],
        meta,
        appHtml: result.html,
        state: result.state,
        nonce: cspNonce(res),
        pageScripts: scriptsOf(result.pageModules),
      });
      // The page may show the shopper's own cart and account: never stored by a shared cache.
      res.status(head.status ?? result.status);
      res.setHeader('Cache-Control', 'private, no-cache');
      res.setHeader('Vary', 'Cookie, Accept-Language');
      res.setHeader('Content-Language', htmlLanguage(language).lang);
      await sendHtml(req, res, html);
    } catch (err) {
      (req.log ?? log).error({ err, url: req.originalUrl }, 'server render failed; serving the client app');
      if (!res.headersSent) await sendShell(req, res).catch(() => res.end());
    }
  };
}
