import { serializeForScript, SSR_STATE_ID, type SsrState } from '../../client/src/ssr/ssr-state';
import type { PageMeta } from '../../client/src/lib/page-meta/page-meta';
import { fullTitle } from '../../client/src/lib/page-meta/page-meta-title';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Another language's address of the same page, for `<link rel="alternate" hreflang>`. */
export interface AlternateLink {
  /** BCP 47 tag (`es-AR`), or `x-default`. */
  hreflang: string;
  href: string;
}

export interface PageHead {
  lang: string;
  dir: 'ltr' | 'rtl';
  /** Absolute canonical URL of the page. */
  canonicalUrl: string;
  /** The same page in the shop's other languages. */
  alternates: readonly AlternateLink[];
  /** Absolute URL of the site's root, for pictures given as paths. */
  origin: string;
  shopName: string;
  locale: string;
  meta: PageMeta;
  /** The scripts and style sheets of the page's own modules, loaded beside the app's entry. */
  pageAssets?: { scripts: readonly string[]; styles: readonly string[] };
  /** The language's texts, fetched with the page's scripts (the app waits for them to start). */
  translationsUrl?: string;
}

function absolute(origin: string, url: string): string {
  try {
    return new URL(url, origin).href;
  } catch {
    return origin;
  }
}

/** The tags of `<head>` a page gets beside the template's: canonical link, alternates, robots, Open Graph, JSON-LD. */
export function headTags(doc: PageHead): string {
  const { meta } = doc;
  const title = fullTitle(meta.title, doc.shopName, meta.bareTitle);
  const tags = [`<link rel="canonical" href="${escapeHtml(doc.canonicalUrl)}">`];
  if (!meta.noindex) {
    for (const alt of doc.alternates) tags.push(`<link rel="alternate" hreflang="${alt.hreflang}" href="${escapeHtml(alt.href)}">`);
  }
  tags.push(
    `<meta property="og:site_name" content="${escapeHtml(doc.shopName)}">`,
    `<meta property="og:type" content="${meta.type ?? 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:url" content="${escapeHtml(doc.canonicalUrl)}">`,
    `<meta property="og:locale" content="${escapeHtml(doc.locale)}">`,
  );
  if (meta.description) tags.push(`<meta property="og:description" content="${escapeHtml(meta.description)}">`);
  if (meta.image) {
    tags.push(`<meta property="og:image" content="${escapeHtml(absolute(doc.origin, meta.image))}">`);
    tags.push(`<meta name="twitter:card" content="summary_large_image">`);
  } else {
    tags.push(`<meta name="twitter:card" content="summary">`);
  }
  if (meta.noindex) tags.push(`<meta name="robots" content="noindex">`);
  for (const href of doc.pageAssets?.styles ?? []) tags.push(`<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`);
  for (const item of meta.jsonLd ?? []) tags.push(`<script type="application/ld+json">${serializeForScript(item)}</script>`);
  return tags.join('\n    ');
}

/** Where a page's early tags go in the template's head. */
const EARLY = '<!--early-->';

/**
 * What the browser must fetch first, ahead of every script: the page's largest picture (a
 * product's first one, fetched before the markup reaches it). The template puts its style sheet
 * ahead of the scripts too (see `documentTemplate`).
 */
function earlyTags(doc: PageHead): string {
  const { meta } = doc;
  if (meta.type === 'product' && meta.image) return `<link rel="preload" as="image" href="${escapeHtml(meta.image)}" fetchpriority="high">\n    `;
  return '';
}

/**
 * The script that starts the shop's app once a server-rendered page has been painted
 * (client/public/after-paint.js): it puts the page's `<template id="after-first-paint">` (module
 * preloads, translations) in the head, then the entry module named by its `data-entry`.
 */
export const AFTER_PAINT_SCRIPT = '/after-paint.js';

/** The built index.html cut around the app's root: what goes before the markup and after it. */
export interface DocumentTemplate {
  /** The build's module preloads (the app's chunks), for after the first paint. */
  later: string[];
  /** Up to the end of `<head>` (the tags of the page go before `</head>`). */
  head: string;
  /** From `</head>` to the opening `<div id="root">`, inclusive. */
  bodyStart: string;
  /** From the root's closing `</div>` to the end. */
  end: string;
}

/**
 * Reads the built index.html once: its entry script and preloads stay in the head (module scripts
 * run once the document is parsed, so they never hold the page back), the preloader overlay goes
 * (a rendered page is already drawn).
 */
export function documentTemplate(html: string): DocumentTemplate {
  let cleaned = html.replace(/\s*<div id="preloader"[^>]*>\s*<div[^>]*><\/div>\s*<\/div>/, '').replace(/\s*<style>\.preloader[\s\S]*?<\/style>/, '');
  // The style sheet ahead of the scripts: the browser asks for what it needs to paint first, and a
  // slow connection does not queue it behind the page's scripts.
  const sheets = cleaned.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  const firstScript = cleaned.search(/<script type="module"/);
  if (sheets.length > 0 && firstScript >= 0) {
    cleaned = cleaned.replace(/\s*<link rel="stylesheet"[^>]*>/g, '');
    const at = cleaned.search(/<script type="module"/);
    cleaned = `${cleaned.slice(0, at)}${sheets.join('\n    ')}\n    ${EARLY}${cleaned.slice(at)}`;
  } else if (firstScript >= 0) {
    cleaned = `${cleaned.slice(0, firstScript)}${EARLY}${cleaned.slice(firstScript)}`;
  }
  // The app starts once the page is painted: its entry is loaded by the after-paint script, and
  // the chunks the build preloads are named for then. Until that moment the connection carries
  // only what the first paint needs (the document, its style sheet, its main picture); links
  // and the page's HTML work meanwhile.
  const later: string[] = [...(cleaned.match(/<link rel="modulepreload"[^>]*>/g) ?? [])];
  cleaned = cleaned.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(cleaned);
  if (entry) {
    later.unshift(`<link rel="modulepreload" crossorigin href="${entry[1]}">`);
    cleaned = cleaned.replace(entry[0], `<script defer src="${AFTER_PAINT_SCRIPT}" data-entry="${entry[1]}"></script>`);
  }
  const headEnd = cleaned.indexOf('</head>');
  const root = cleaned.indexOf('<div id="root"></div>');
  if (headEnd < 0 || root < 0) throw new Error('index.html has no </head> or no <div id="root"></div>');
  return {
    later,
    head: cleaned.slice(0, headEnd),
    bodyStart: cleaned.slice(headEnd, root) + '<div id="root">',
    end: cleaned.slice(root + '<div id="root">'.length),
  };
}

/** The start of a page's HTML, up to the opening of the app's root: language, title, description, head tags. */
export function documentStart(template: DocumentTemplate, head: PageHead): string {
  const title = fullTitle(head.meta.title, head.shopName, head.meta.bareTitle);
  let start = template.head
    .replace(/<html[^>]*>/, `<html lang="${escapeHtml(head.lang)}" dir="${head.dir}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  if (head.meta.description) {
    start = start.replace(/<meta name="description"[^>]*>/, `<meta name="description" content="${escapeHtml(head.meta.description)}" />`);
  }
  return `${start.replace(EARLY, earlyTags(head))}  ${headTags(head)}\n    ${laterTags(template, head)}\n  ${template.bodyStart}`;
}

/**
 * What the app needs once the page is painted (its chunks and the page's own modules, its
 * translations), inert in a template until the after-paint script puts it in the head: nothing
 * competes with the style sheet and the page's pictures before the first paint.
 */
function laterTags(template: DocumentTemplate, head: PageHead): string {
  const later = [...template.later];
  if (head.translationsUrl) later.push(`<link rel="preload" as="fetch" crossorigin href="${escapeHtml(head.translationsUrl)}">`);
  for (const href of head.pageAssets?.scripts ?? []) later.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`);
  return `<template id="after-first-paint">${later.join('')}</template>`;
}

/** The end of a page's HTML: the root closed, the render's state beside it (JSON, never executed). */
export function documentEnd(template: DocumentTemplate, state: SsrState): string {
  return `</div>\n    <script type="application/json" id="${SSR_STATE_ID}">${serializeForScript(state)}</script>${template.end.replace(/^<\/div>/, '')}`;
}
