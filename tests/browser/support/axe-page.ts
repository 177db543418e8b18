import type { Page } from 'playwright-core';
import type { ShopBrowser } from './shop-browser';

/**
 * A page for axe-core runs: the shop's Content Security Policy allows only its own scripts, so the
 * audit's injected script needs a context that bypasses it (the pages themselves are unchanged).
 */
export async function newAuditPage(sb: ShopBrowser, viewport = { width: 1366, height: 900 }): Promise<Page> {
  const context = await sb.browser.newContext({ viewport, locale: 'es-AR', baseURL: sb.shop.url, bypassCSP: true });
  const page = await context.newPage();
  page.on('close', () => void context.close().catch(() => undefined));
  return page;
}
