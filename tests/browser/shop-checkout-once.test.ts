import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, saveScreenshot, startShopBrowser, MOBILE, type ShopBrowser } from './support/shop-browser';
import { addToCartInPage, fillGuestAddress } from './support/shopper-api';

let sb: ShopBrowser;
beforeAll(async () => {
  sb = await startShopBrowser();
});
afterAll(async () => {
  await sb?.close();
});

const KEY_STORAGE = 'checkout-attempt-key';

async function ordersOf(email: string): Promise<{ number: number; idempotency_key: string }[]> {
  const r = await sb.shop.server.services.db.query<{ number: number; idempotency_key: string }>(
    'select number, idempotency_key from orders where email = $1',
    [email],
  );
  return r.rows;
}

/** A guest with a battery in the cart, on a filled-in checkout form. */
async function readyToPlace(email: string): Promise<Page> {
  const page = await sb.newPage();
  await openPage(page, '/shop/cart');
  await addToCartInPage(page, 'bateria-moura-m22gd', 1);
  await openPage(page, '/shop/checkout');
  await fillGuestAddress(page, email);
  await page.getByRole('checkbox', { name: /Leí y acepto/ }).check();
  return page;
}

describe('placing an order once', () => {
  it('turns a double click on "place order" into one order', async () => {
    const email = `double.${Date.now().toString(36)}@example.com`;
    const page = await readyToPlace(email);
    await page.setViewportSize(MOBILE);
    await saveScreenshot(page, 'shop-checkout-375', true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await page.getByRole('button', { name: 'Confirmar pedido' }).dblclick();
    await page.waitForURL((url) => url.pathname === '/shop/order-success');
    await page.locator('[data-fact="number"]').waitFor();
    expect(await ordersOf(email)).toHaveLength(1);
    // The attempt is over: the next checkout gets a new key.
    expect(await page.evaluate((k) => sessionStorage.getItem(k), KEY_STORAGE)).toBeNull();
  });

  it('retries with the same key after a lost answer, keeping what was typed, and places one order', async () => {
    const email = `retry.${Date.now().toString(36)}@example.com`;
    const page = await readyToPlace(email);
    let placedAnswers = 0;
    let lostAnswer = '';
    await page.route('**/graphql', async (route) => {
      if (!route.request().postData()?.includes('PlaceOrder')) return route.continue();
      const response = await route.fetch();
      const body = await response.text();
      if (!body.includes('"checkout"')) return route.fulfill({ response, body });
      placedAnswers += 1;
      if (placedAnswers > 1) return route.fulfill({ response, body });
      // The server stored the order, but its answer never reaches the browser.
      lostAnswer = body;
      return route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await page.getByText(/No pudimos comunicarnos con la tienda/).waitFor();
    expect(await page.getByLabel('Nombre', { exact: false }).first().inputValue()).toBe('Martina');
    expect(await page.getByLabel('Correo electrónico').inputValue()).toBe(email);
    const key = await page.evaluate((k) => sessionStorage.getItem(k), KEY_STORAGE);
    expect(key).toMatch(/^[\w.:-]{8,100}$/);
    expect(await ordersOf(email), lostAnswer).toHaveLength(1);

    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await page.waitForURL((url) => url.pathname === '/shop/order-success');
    await page.locator('[data-fact="number"]').waitFor();
    expect(placedAnswers).toBe(2);
    const orders = await ordersOf(email);
    expect(orders).toHaveLength(1);
    expect(orders[0]?.idempotency_key).toBe(key);
    expect(await page.locator('[data-fact="number"]').innerText()).toBe(String(orders[0]?.number));
  });

  it('keeps the attempt key across a reload after a failed try', async () => {
    const email = `reload.${Date.now().toString(36)}@example.com`;
    const page = await readyToPlace(email);
    await page.route('**/graphql', (route) =>
      route.request().postData()?.includes('PlaceOrder') ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await page.getByText(/No pudimos comunicarnos con la tienda/).waitFor();
    const key = await page.evaluate((k) => sessionStorage.getItem(k), KEY_STORAGE);
    expect(key).toBeTruthy();
    await page.unroute('**/graphql');

    await page.reload();
    // The reloaded page is drawn from the server's HTML first: the form is typed into once hydrated.
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await page.getByRole('region', { name: 'Dirección de envío' }).waitFor();
    expect(await page.evaluate((k) => sessionStorage.getItem(k), KEY_STORAGE)).toBe(key);
    await fillGuestAddress(page, email);
    await page.getByRole('checkbox', { name: /Leí y acepto/ }).check();
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await page.waitForURL((url) => url.pathname === '/shop/order-success');
    const orders = await ordersOf(email);
    expect(orders.map((o) => o.idempotency_key)).toEqual([key]);
  });
});
