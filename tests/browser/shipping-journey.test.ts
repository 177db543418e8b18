import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MOBILE, openPage, saveScreenshot, startShopBrowser, type ShopBrowser } from './support/shop-browser';
import { addToCartInPage, axeSerious, fillAddressFields, GUEST_ADDRESS } from './support/shopper-api';

let sb: ShopBrowser;
beforeAll(async () => {
  // Mercado Pago's and the carriers' stand-ins run beside the shop, as with `npm start`.
  sb = await startShopBrowser({ MERCADOPAGO_STANDIN: 'true' });
});
afterAll(async () => {
  await sb?.close();
});

const WIDE = { width: 1366, height: 900 };

interface ShownOption {
  carrier: string;
  mode: string;
  priceCentavos: number;
  daysMax: number;
}

/** Quotes the cart to a postal code from the cart page's estimate; answers the options listed. */
async function quoteInCart(page: Page, postcode: string): Promise<ShownOption[]> {
  const estimate = page.locator('[data-shipping-estimator="cart"]');
  await estimate.getByLabel('Código postal').fill(postcode);
  await estimate.getByRole('button', { name: 'Calcular' }).click();
  await estimate.getByText(`Envío a ${postcode}: desde`).waitFor();
  await estimate.getByText(/^Ver las \d+ opciones de envío$/).click();
  return estimate.locator('[data-shipping-option]').evaluateAll((items) =>
    items.map((li) => ({
      carrier: li.getAttribute('data-shipping-option') ?? '',
      mode: li.getAttribute('data-mode') ?? '',
      priceCentavos: Number(li.getAttribute('data-price')),
      daysMax: Number(li.getAttribute('data-days-max')),
    })),
  );
}

describe('shipping to Tierra del Fuego', () => {
  it('is quoted dearer and slower than Buenos Aires in the cart, sent to a branch chosen at checkout, paid with Mercado Pago and shown on the order', async () => {
    const page = await sb.newPage(WIDE);
    await openPage(page, '/shop/cart');
    await addToCartInPage(page, 'bateria-moura-m22gd', 1);
    await openPage(page, '/shop/cart');
    // No shipping before a postal code is known.
    expect(await page.locator('#content [data-totals]').getByRole('row', { name: /Envío/ }).count()).toBe(0);

    const unknown = page.locator('[data-shipping-estimator="cart"]');
    await unknown.getByLabel('Código postal').fill('0999');
    await unknown.getByRole('button', { name: 'Calcular' }).click();
    await unknown.getByText(/No encontramos ese código postal/).waitFor();

    const caba = (await quoteInCart(page, 'C1425DKB')).filter((o) => o.mode !== 'PICKUP');
    expect(new Set(caba.map((o) => o.carrier))).toEqual(new Set(['andreani', 'correo-argentino', 'oca']));
    const ushuaiaAll = await quoteInCart(page, '9410');
    const ushuaia = ushuaiaAll.filter((o) => o.mode !== 'PICKUP');
    expect(ushuaiaAll.at(-1)).toMatchObject({ carrier: 'shop', mode: 'PICKUP', priceCentavos: 0 });
    // Dearer and slower: the cheapest to Ushuaia costs more than the dearest to Buenos Aires, and its fastest is slower.
    expect(Math.min(...ushuaia.map((o) => o.priceCentavos))).toBeGreaterThan(Math.max(...caba.map((o) => o.priceCentavos)));
    expect(Math.min(...ushuaia.map((o) => o.daysMax))).toBeGreaterThan(Math.max(...caba.map((o) => o.daysMax)));
    expect(await axeSerious(page)).toEqual([]);
    await saveScreenshot(page, 'shipping-cart-9410-1366', true);

    await page.getByRole('link', { name: 'Ir a pagar' }).click();
    await page.waitForURL((url) => url.pathname === '/shop/checkout');
    const shipping = page.getByRole('region', { name: 'Dirección de envío' });
    await shipping.waitFor();
    // The postal code quoted in the cart starts the address.
    await expect.poll(() => shipping.getByLabel('Código postal', { exact: false }).inputValue()).toBe('9410');
    await fillAddressFields(shipping, {
      ...GUEST_ADDRESS,
      'Calle y número': 'San Martín 450',
      Ciudad: 'Ushuaia',
      Provincia: 'Tierra del Fuego, Antártida e Islas del Atlántico Sur',
      'Código postal': '9410',
    });
    await shipping.getByLabel('Correo electrónico').fill(`fueguina.${Date.now().toString(36)}@example.com`);

    const choice = page.locator('[data-shipping-choice]');
    const branchOption = choice.locator('[data-mode="BRANCH"]').first();
    await branchOption.waitFor();
    const carrier = await branchOption.getAttribute('data-shipping-option');
    const price = await branchOption.locator('[data-price="current"]').innerText();
    await branchOption.getByRole('radio').check();
    const branchList = choice.getByRole('combobox', { name: /^Sucursal/ });
    await branchList.waitFor();
    const branches = await branchList.locator('option').evaluateAll((os) => os.map((o) => ({ value: (o as HTMLOptionElement).value, label: o.textContent ?? '' })));
    const branch = branches.find((b) => b.value !== '');
    expect(branch).toBeDefined();
    await branchList.selectOption(branch!.value);
    const summary = page.getByRole('region', { name: 'Tu pedido' }).locator('[data-totals]');
    expect(await summary.getByRole('row', { name: /Envío/ }).locator('td').innerText()).toBe(price);

    await page.getByRole('radio', { name: 'Mercado Pago' }).check();
    await page.getByRole('checkbox', { name: /Leí y acepto/ }).check();
    expect(await axeSerious(page)).toEqual([]);
    await saveScreenshot(page, 'shipping-checkout-branch-1366', true);
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();

    await page.waitForURL((url) => url.pathname === '/checkout/pay');
    const charged = await page.locator('[data-total]').innerText();
    await page.getByRole('button', { name: 'Aprobar el pago' }).click();
    await page.waitForURL((url) => url.pathname === '/shop/order-success' && url.searchParams.size === 1);
    await page.locator('[data-payment-panel="APPROVED"]').waitFor();

    const fact = page.locator('[data-fact="shipping"]');
    expect(await fact.getAttribute('data-carrier')).toBe(carrier);
    expect(await fact.getAttribute('data-mode')).toBe('BRANCH');
    const branchName = branch!.label.split(' — ')[0];
    expect(await fact.locator('[data-fact="shipping-branch"]').innerText()).toContain(branchName);
    const totals = page.locator('[data-totals]').last();
    expect(await totals.getByRole('row', { name: /Envío/ }).locator('td').innerText()).toBe(price);
    expect((await totals.innerText()).replace(/\s+/g, ' ')).toContain(charged.replace(/\s+/g, ' ').replace(/^\$\s?/, ''));
    expect(await axeSerious(page)).toEqual([]);
    await saveScreenshot(page, 'shipping-order-branch-1366', true);

    const stored = await sb.shop.server.services.db.query<{ shipping_mode: string; shipping_branch: { id: string }; shipping_postcode: string }>(
      'select shipping_mode, shipping_branch, shipping_postcode from orders where token = $1',
      [new URL(page.url()).searchParams.get('token')],
    );
    expect(stored.rows[0]).toMatchObject({ shipping_mode: 'branch', shipping_branch: { id: branch!.value }, shipping_postcode: '9410' });
  }, 120_000);

  it('fits a phone and mirrors in en-RTL: the cart estimate and the checkout options', async () => {
    for (const [lang, viewport, tag] of [
      ['es', MOBILE, '375'],
      ['en-RTL', WIDE, 'en-rtl-1366'],
    ] as const) {
      const page = await sb.newPage(viewport);
      await openPage(page, `/shop/cart?lang=${lang}`);
      await addToCartInPage(page, 'bateria-moura-m22gd', 1);
      await openPage(page, `/shop/cart?lang=${lang}`);
      const estimate = page.locator('[data-shipping-estimator="cart"]');
      await estimate.locator('input[name="shipping-postcode"]').fill('5000');
      await estimate.locator('button[type="submit"]').click();
      await estimate.locator('[data-shipping-estimate="5000"]').waitFor();
      if (lang === 'en-RTL') expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await axeSerious(page)).toEqual([]);
      await saveScreenshot(page, `shipping-cart-${tag}`, true);
      await openPage(page, `/shop/checkout?lang=${lang}`);
      await page.locator('[data-shipping-choice] [data-mode="HOME"]').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await saveScreenshot(page, `shipping-checkout-${tag}`, true);
      // The product page estimates the same remembered postal code for one unit.
      await openPage(page, `/shop/products/bateria-moura-m22gd?lang=${lang}`);
      await page.locator('[data-shipping-estimator="product"] [data-shipping-estimate="5000"]').waitFor();
      await saveScreenshot(page, `shipping-product-${tag}`);
    }
  }, 120_000);
});
