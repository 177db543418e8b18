import { serializeForScript, SSR_STATE_ID, type SsrState } from '../../client/src/ssr/ssr-state';
import type { PageMeta } from '../../client/src/lib/page-meta/page-meta';
import { fullTitle } from '../../client/src/lib/page-meta/page-meta-title';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The template's style sheet link, replaced by the sheet itself: the page is drawn as soon as its
 * HTML has arrived, without waiting for a second file (the shop's one sheet is small compressed).
 */
export function inlineStyleSheet(template: string, readAsset: (href: string) => string | null, maxBytes: number): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (link, href: string) => {
    const css = readAsset(href);
    if (css === null || Buffer.byteLength(css) > maxBytes || /<\/style/i.test(css)) return link;
    return `<style>${css}</style>`;
  });
}

/**
 * The app's scripts of a rendered page, started once the page has been drawn: the entry module
 * and its preloads come out of `<head>`, and a small inline script adds them after the first
 * frame (or after 200 ms in a tab that draws no frames). A server-rendered page needs no script to
 * be seen, so its markup, style and pictures get the connection and the processor first, and the
 * page is hydrated right after. The plain client app (no server render) keeps its tags as built.
 * `pageScripts` are the rendered page's own chunks (see page-scripts.ts), preloaded with the entry's.
 */
export function deferAppScripts(html: string, nonce: string, pageScripts: readonly string[] = []): string {
  let entry: string | null = null;
  const preloads: string[] = [];
  const rest = html
    .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, src: string) => {
      entry = src;
      return '';
    })
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  if (entry === null) return html;
  // The page's own chunks load beside the entry's, not after the entry has run and asked for them.
  for (const href of pageScripts) if (!preloads.includes(href)) preloads.push(href);
  const loader =
    `(function(){var d=document,started=false;function start(){if(started)return;started=true;` +
    `${JSON.stringify(preloads)}.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)});` +
    `var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};d.head.appendChild(s)}` +
    `requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,200)})()`;
  return rest.replace('</body>', `  <script nonce="${escapeHtml(nonce)}">${loader}</script>\n  </body>`);
}

/**
 * React writes the preloads it derives from a page (its high-priority pictures) at the start of
 * the markup it renders; they are taken out into the head, where the browser finds them first and
 * where the markup the browser hydrates starts with the app's own first element.
 */
export function hoistLeadingLinks(appHtml: string): { links: string[]; html: string } {
  const links: string[] = [];
  let rest = appHtml;
  for (let m = /^<link [^<>]*>/.exec(rest); m; m = /^<link [^<>]*>/.exec(rest)) {
    links.push(m[0]);
    rest = rest.slice(m[0].length);
  }
  return { links, html: rest };
}

export interface PageDocument {
  lang: string;
  dir: 'ltr' | 'rtl';
  /** Absolute canonical URL of the page. */
  canonicalUrl: string;
  /** Absolute URL of the site's root, for pictures given as paths. */
  origin: string;
  shopName: string;
  locale: string;
  meta: PageMeta;
  /** Markup of the app for `<div id="root">`. */
  appHtml: string;
  state: SsrState;
  /** This answer's script nonce (Content-Security-Policy), for the inline script that loads the app. */
  nonce: string;
  /** The scripts of the page's own modules, loaded with the app's entry. */
  pageScripts?: readonly string[];
}

function absolute(origin: string, url: string): string {
  try {
    return new URL(url, origin).href;
  } catch {
    return origin;
  }
}

/** The tags of `<head>` a page gets beside the template's: canonical link, robots, Open Graph, JSON-LD. */
export function headTags(doc: Omit<PageDocument, 'appHtml' | 'state' | 'lang' | 'dir' | 'nonce' | 'pageScripts'>): string {
  const { meta } = doc;
  const title = fullTitle(meta.title, doc.shopName, meta.bareTitle);
  const tags = [
    `<link rel="canonical" href="${escapeHtml(doc.canonicalUrl)}">`,
    `<meta property="og:site_name" content="${escapeHtml(doc.shopName)}">`,
    `<meta property="og:type" content="${meta.type ?? 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:url" content="${escapeHtml(doc.canonicalUrl)}">`,
    `<meta property="og:locale" content="${escapeHtml(doc.locale)}">`,
  ];
  if (meta.description) tags.push(`<meta property="og:description" content="${escapeHtml(meta.description)}">`);
  if (meta.image) {
    tags.push(`<meta property="og:image" content="${escapeHtml(absolute(doc.origin, meta.image))}">`);
    tags.push(`<meta name="twitter:card" content="summary_large_image">`);
  } else {
    tags.push(`<meta name="twitter:card" content="summary">`);
  }
  if (meta.noindex) tags.push(`<meta name="robots" content="noindex">`);
  // A product's first picture is the largest thing on its page: fetched before the markup reaches it.
  if (meta.type === 'product' && meta.image) tags.push(`<link rel="preload" as="image" href="${escapeHtml(meta.image)}" fetchpriority="high">`);
  for (const item of meta.jsonLd ?? []) tags.push(`<script type="application/ld+json">${serializeForScript(item)}</script>`);
  return tags.join('\n    ');
}

/**
 * The page's HTML from the built index.html: language and direction on `<html>`, the page's title
 * and description, the head tags, the app's markup in `#root` and the render's state beside it.
 * The preloader overlay is left out: the page is already drawn.
 */
export function renderDocument(template: string, doc: PageDocument): string {
  const title = fullTitle(doc.meta.title, doc.shopName, doc.meta.bareTitle);
  let html = template
    .replace(/<html[^>]*>/, `<html lang="${escapeHtml(doc.lang)}" dir="${doc.dir}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(/<div id="preloader"[^>]*>\s*<div[^>]*><\/div>\s*<\/div>/, '');
  if (doc.meta.description) {
    html = html.replace(/<meta name="description"[^>]*>/, `<meta name="description" content="${escapeHtml(doc.meta.description)}" />`);
  }
  const state = `<script type="application/json" id="${SSR_STATE_ID}">${serializeForScript(doc.state)}</script>`;
  const app = hoistLeadingLinks(doc.appHtml);
  const head = [headTags(doc), ...app.links].join('\n    ');
  return deferAppScripts(html, doc.nonce, doc.pageScripts)
    .replace('</head>', () => `    ${head}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${app.html}</div>\n    ${state}`);
}
