import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startShopWithClient, watchPageErrors } from '../helpers/browser';
import type { TestShop } from '../helpers/shop';

let shop: TestShop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShopWithClient(), launchBrowser()]);
}, 600_000);
afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

/** A page that records every Content-Security-Policy violation the browser reports. */
async function watchedPage(): Promise<{ page: Page; errors: string[]; violations: () => Promise<string[]> }> {
  const page = await browser.newPage({ locale: 'es-AR' });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`));
  });
  const errors = watchPageErrors(page);
  return {
    page,
    errors,
    violations: () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  };
}

describe('the Content-Security-Policy in the browser', () => {
  it('lets the home page and a product page render, hydrate and fetch without a violation', async () => {
    for (const path of ['/', '/shop/products/bujia-ngk-bkr6e']) {
      const { page, errors, violations } = await watchedPage();
      const response = await page.goto(`${shop.url}${path}`, { waitUntil: 'load' });
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'nonce-");
      await page.locator('h1, h2').first().waitFor();
      // The client has taken over (it asks the API from the browser) and the page is idle.
      await page.waitForLoadState('networkidle');
      expect(await violations(), path).toEqual([]);
      expect(errors.filter((e) => /Content Security Policy|Refused to|request failed/i.test(e)), path).toEqual([]);
      // An inline script without the nonce is refused, and reported (the watch above sees violations).
      const ran = await page.evaluate(async () => {
        const w = window as unknown as { injectedRan?: boolean };
        const script = document.createElement('script');
        script.textContent = 'window.injectedRan = true';
        document.body.append(script);
        await new Promise((r) => setTimeout(r, 100));
        return w.injectedRan === true;
      });
      expect(ran, path).toBe(false);
      expect((await violations()).some((v) => v.startsWith('script-src')), path).toBe(true);
      await page.close();
    }
  }, 120_000);

  it('lets the /sandbox explorer load its editors and run a query without a violation', async () => {
    const { page, errors, violations } = await watchedPage();
    const graphqlCall = (text: string) =>
      page.waitForResponse((r) => r.url().endsWith('/graphql') && r.request().method() === 'POST' && (r.request().postData() ?? '').includes(text), { timeout: 45_000 });
    // The explorer reads the schema first, and its editors (CodeMirror, loaded on demand) must be
    // in place: until both are, the run button does nothing.
    const introspected = graphqlCall('__schema');
    await page.goto(`${shop.url}/sandbox`, { waitUntil: 'load' });
    expect((await introspected).status()).toBe(200);
    await page.locator('.graphiql-query-editor .CodeMirror', { hasText: 'query Shop' }).waitFor();
    await page.locator('.graphiql-response .CodeMirror').waitFor();
    const answered = graphqlCall('query Shop');
    await page.getByRole('button', { name: /execute query/i }).click();
    expect((await answered).status()).toBe(200);
    await expect.poll(() => page.locator('.graphiql-response').innerText(), { timeout: 30_000 }).toContain('Autopartes del Sur');
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
    expect(errors.filter((e) => /Content Security Policy|Refused to|request failed/i.test(e))).toEqual([]);
    await page.close();
  }, 120_000);
});
