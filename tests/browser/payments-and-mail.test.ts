import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE, openPage, saveScreenshot, startShopBrowser, type ShopBrowser } from './support/shop-browser';
import { addToCartInPage, axeSerious, chooseShipping, fillGuestAddress, gqlInPage, registerInPage } from './support/shopper-api';

let sb: ShopBrowser;
beforeAll(async () => {
  // Mercado Pago's stand-in runs beside the shop, as with `npm start`.
  sb = await startShopBrowser({ MERCADOPAGO_STANDIN: 'true' });
});
afterAll(async () => {
  await sb?.close();
});

const WIDE = { width: 1366, height: 900 };

describe('paying with Mercado Pago', () => {
  it('goes from the cart through checkout with a CUIT to Mercado Pago, which approves, and back to the order, paid, with invoice A', async () => {
    const page = await sb.newPage(WIDE);
    await openPage(page, '/shop/cart');
    await addToCartInPage(page, 'bateria-moura-m22gd', 1);
    await openPage(page, '/shop/checkout');
    const shipping = page.getByRole('region', { name: 'Dirección de envío' });
    await shipping.waitFor();
    await fillGuestAddress(page, `mp.${Date.now().toString(36)}@example.com`);
    // A company buying: a CUIT whose check digit is mistyped is told at once, then fixed; invoice A follows.
    expect(await shipping.getByLabel('Provincia').locator('option').count()).toBe(25);
    const number = shipping.getByLabel('Número de documento', { exact: false });
    await shipping.getByLabel('Tipo de documento').selectOption('DNI');
    await number.fill('123456');
    await number.blur();
    await shipping.getByText('El DNI tiene 7 u 8 dígitos.').waitFor();
    await shipping.getByLabel('Tipo de documento').selectOption('CUIT');
    await number.fill('20-12345678-5');
    await number.blur();
    await shipping.getByText('El dígito verificador no coincide: revisá el número.').waitFor();
    await number.fill('20-12345678-6');
    await shipping.getByLabel('Condición frente al IVA').selectOption('RESPONSABLE_INSCRIPTO');
    await shipping.getByText('Te corresponde factura A.').waitFor();
    expect(await shipping.getByText('El dígito verificador no coincide: revisá el número.').count()).toBe(0);

    await page.getByRole('radio', { name: 'Mercado Pago' }).check();
    await page.getByRole('checkbox', { name: /Leí y acepto/ }).check();
    expect(await axeSerious(page)).toEqual([]);
    await saveScreenshot(page, 'checkout-mercado-pago-1366', true);
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();

    // Mercado Pago's checkout page (the stand-in's): the order's total, and a choice of outcome.
    await page.waitForURL((url) => url.pathname === '/checkout/pay');
    const charged = await page.locator('[data-total]').innerText();
    await saveScreenshot(page, 'mercado-pago-stand-in-1366');
    await page.getByRole('button', { name: 'Aprobar el pago' }).click();

    await page.waitForURL((url) => url.pathname === '/shop/order-success' && url.searchParams.size === 1);
    await page.locator('[data-payment-panel="APPROVED"]').waitFor();
    await page.getByText('Recibimos tu pago: ya estamos preparando tu pedido.').waitFor();
    expect(await page.locator('[data-fact="payment-status"]').textContent()).toBe('Pagado');
    expect(await page.locator('[data-fact="invoice-type"]').innerText()).toBe('Factura A');
    expect(await page.getByText('CUIT 20-12345678-6 · Responsable inscripto').count()).toBe(2);
    expect(await page.getByRole('button', { name: 'Pagar con Mercado Pago' }).count()).toBe(0);
    expect((await page.locator('[data-totals]').last().innerText()).replace(/\s+/g, ' ')).toContain(charged.replace(/\s+/g, ' ').replace(/^\$\s?/, ''));
    expect(await axeSerious(page)).toEqual([]);
    await saveScreenshot(page, 'order-paid-1366', true);

    // The same order on a phone, by its link: nothing wider than the screen.
    const phone = await sb.newPage(MOBILE);
    await openPage(phone, new URL(page.url()).pathname + new URL(page.url()).search);
    await phone.locator('[data-payment-panel="APPROVED"]').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await saveScreenshot(phone, 'order-paid-375', true);
  }, 120_000);
});

describe('a rejected Mercado Pago payment', () => {
  it('is said on the order, which a signed-in shopper pays again from the account', async () => {
    const page = await sb.newPage(WIDE);
    await openPage(page, '/account/login');
    await registerInPage(page, `rechazo.${Date.now().toString(36)}@example.com`);
    await gqlInPage(page, 'mutation($i: AddressInput!) { addAddress(input: $i) { id } }', {
      i: {
        firstName: 'Lucía', lastName: 'Paz', company: '', country: 'AR', address1: 'Bv. Oroño 1200', address2: '', city: 'Rosario',
        state: 'Santa Fe', postcode: 'S2000', email: 'lucia@example.com', phone: '+54 341 555-0101', documentType: 'DNI', documentNumber: '30123456',
      },
    });
    await addToCartInPage(page, 'bateria-moura-m22gd', 1);
    await openPage(page, '/shop/checkout');
    await chooseShipping(page);
    await page.getByRole('radio', { name: 'Mercado Pago' }).check();
    await page.getByRole('checkbox', { name: /Leí y acepto/ }).check();
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/pay');
    await page.getByRole('button', { name: 'Rechazar el pago' }).click();

    await page.waitForURL((url) => url.pathname === '/shop/order-success' && url.searchParams.size === 1);
    await page.locator('[data-payment-panel="REJECTED"]').waitFor();
    expect(await page.locator('[data-fact="payment-status"]').textContent()).toBe('Rechazado');
    expect(await page.locator('[data-fact="invoice-type"]').innerText()).toBe('Factura B');

    // The account's order page says the same and pays again: Mercado Pago approves this time.
    await openPage(page, '/account/order-details');
    await page.locator('[data-payment-panel="REJECTED"]').waitFor();
    await page.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/pay');
    await page.getByRole('button', { name: 'Aprobar el pago' }).click();
    await page.locator('[data-payment-panel="APPROVED"]').waitFor();
    expect(await page.locator('[data-fact="payment-status"]').textContent()).toBe('Pagado');
  }, 90_000);
});

describe('a forgotten password', () => {
  it('is reset from the link of the e-mail shown at /dev/mail, once', async () => {
    const page = await sb.newPage(WIDE);
    const email = `olvido.${Date.now().toString(36)}@example.com`;
    await openPage(page, '/account/login');
    await registerInPage(page, email);
    await gqlInPage(page, 'mutation { signOut }');

    await openPage(page, '/account/login');
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await page.waitForURL((url) => url.pathname === '/account/forgot-password');
    const send = page.getByRole('button', { name: 'Enviar el enlace' });
    await send.waitFor();
    await page.getByLabel('Correo electrónico').fill(email);
    await send.click();
    await page.getByText(`Si hay una cuenta con ${email}, te enviamos un enlace`, { exact: false }).waitFor();

    // Without a mail server the message waits in the outbox, shown at /dev/mail.
    await page.goto('/dev/mail');
    await page.locator('tr', { hasText: email }).getByRole('link', { name: 'Elegí una contraseña nueva' }).click();
    const link = await page.getByRole('link', { name: 'Elegir una contraseña nueva' }).getAttribute('href');
    expect(link).toMatch(/\/account\/reset-password\?token=[\w-]{43}$/);
    await openPage(page, link ?? '');
    await page.getByLabel('Contraseña nueva', { exact: false }).fill('clave-renovada');
    await page.getByLabel('Repetí la contraseña').fill('clave-renovada');
    await saveScreenshot(page, 'reset-password-1366');
    await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
    await page.getByText('Listo: tu contraseña cambió', { exact: false }).waitFor();

    // The link works once.
    await openPage(page, link ?? '');
    await page.getByText('Este enlace ya se usó o venció', { exact: false }).waitFor();
    const { signIn } = await gqlInPage<{ signIn: { user: { email: string } } }>(
      page,
      'mutation($e: String!) { signIn(email: $e, password: "clave-renovada") { user { email } } }',
      { e: email },
    );
    expect(signIn.user.email).toBe(email);
  }, 90_000);
});
