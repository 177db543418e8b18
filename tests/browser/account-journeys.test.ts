import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startShopBrowserOnSnapshot } from './support/client-snapshot';
import { openPage, saveScreenshot, seriousAxeViolations, MOBILE, type ShopBrowser } from './support/shop-browser';
import { addToCartInPage, chooseShipping, fillAddressFields, gqlInPage } from './support/shopper-api';

let sb: ShopBrowser;
beforeAll(async () => {
  sb = await startShopBrowserOnSnapshot();
});
afterAll(async () => {
  await sb?.close();
});

const WIDE = { width: 1366, height: 900 };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const ADDRESS: Record<string, string> = {
  Nombre: 'Lucía',
  Apellido: 'Fernández',
  'Calle y número': 'Av. Corrientes 1234',
  Ciudad: 'Buenos Aires',
  Provincia: 'Ciudad Autónoma de Buenos Aires',
  'Código postal': 'C1043',
  'Número de documento': '27.123.456',
  'Correo electrónico': 'lucia@example.com',
  Teléfono: '+54 11 4444-0000',
};

/** The id of a battery of the shop's own catalogue. */
async function batteryId(page: Page): Promise<string> {
  const { product } = await gqlInPage<{ product: { id: string } }>(page, '{ product(slug: "bateria-moura-m22gd") { id } }');
  return product.id;
}

/** Registers a new account on the login page; the page goes on to the dashboard. */
async function register(page: Page, email: string): Promise<void> {
  await openPage(page, '/account/login');
  const form = page.getByRole('region', { name: 'Crear una cuenta' });
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Contraseña', { exact: false }).first().fill('clave-segura');
  await form.getByLabel('Repetí la contraseña').fill('clave-segura');
  await form.getByRole('button', { name: 'Crear cuenta' }).click();
  await page.waitForURL((url) => url.pathname === '/account/dashboard');
}

describe('a shopper with an account', () => {
  it('registers, adds an address, buys with it, and finds the order in the account', async () => {
    const page = await sb.newPage(WIDE);
    const email = `cuenta.${Date.now().toString(36)}@example.com`;

    // Registration refuses bad input before asking the server, with every message shown on submit.
    await openPage(page, '/account/login');
    const registration = page.getByRole('region', { name: 'Crear una cuenta' });
    await registration.getByRole('button', { name: 'Crear cuenta' }).click();
    expect(await registration.getByText('Este campo es obligatorio.').count()).toBe(3);
    expect(await page.getByLabel('Correo electrónico').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).toEqual(['', '']);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'account-login-1366', true);

    await register(page, email);
    await page.getByText(`Ingresaste como ${email}.`).waitFor();
    await page.getByRole('button', { name: email }).waitFor();
    await page.getByText('Todavía no guardaste direcciones.').waitFor();

    // The address book: the first address becomes the default.
    await openPage(page, '/account/addresses');
    await page.getByText('Todavía no guardaste direcciones.').waitFor();
    await page.getByRole('link', { name: 'Agregar dirección' }).click();
    await page.waitForURL((url) => url.pathname === '/account/addresses/new');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Este campo es obligatorio.').first().waitFor();
    await fillAddressFields(page.locator('main'), ADDRESS);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL((url) => url.pathname === '/account/addresses');
    const card = page.locator('article[data-address-id]');
    await card.getByText('Av. Corrientes 1234').waitFor();
    expect(await card.count()).toBe(1);
    expect(await card.getAttribute('data-default')).toBe('true');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'account-addresses-1366', true);

    // Buy with the saved address.
    await addToCartInPage(page, await batteryId(page));
    await openPage(page, '/shop/checkout');
    const shipping = page.getByRole('region', { name: 'Dirección de envío' });
    await shipping.getByRole('radio', { name: /Lucía Fernández/ }).check();
    await chooseShipping(page);
    await page.getByRole('checkbox', { name: /Leí y acepto/ }).check();
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await page.waitForURL((url) => url.pathname === '/shop/order-success');
    const number = await page.locator('[data-fact="number"]').innerText();
    expect(number).toMatch(/^\d+$/);

    // The order is in the account's list and opens from it.
    await openPage(page, '/account/orders');
    const row = page.locator(`tr[data-order-number="${number}"]`);
    await row.waitFor();
    expect(await page.locator('tr[data-order-number]').count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'account-orders-1366', true);
    await row.getByRole('link', { name: `Pedido n.º ${number}` }).click();
    await page.waitForURL((url) => /^\/account\/orders\/[\w-]+$/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: `Pedido n.º ${number}` }).waitFor();
    await page.getByText('Av. Corrientes 1234').first().waitFor();
    expect(await page.locator('[data-fact="number"]').innerText()).toBe(number);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'account-order-details-1366', true);

    // The dashboard sums it up; at 375 px too.
    const phone = await sb.browser.newContext({ viewport: MOBILE, locale: 'es-AR', baseURL: sb.shop.url, bypassCSP: true, storageState: await page.context().storageState() });
    const small = await phone.newPage();
    await openPage(small, '/account/dashboard');
    await small.locator(`tr[data-order-number="${number}"]`).waitFor();
    await small.getByRole('region', { name: 'Dirección predeterminada' }).getByText('Av. Corrientes 1234', { exact: true }).waitFor();
    expect(await seriousAxeViolations(small)).toEqual([]);
    await saveScreenshot(small, 'account-dashboard-375', true);
    await phone.close();
  });

  it('shows its messages for an unknown address id and an unknown order id', async () => {
    const page = await sb.newPage(WIDE);
    await register(page, `sin.nada.${Date.now().toString(36)}@example.com`);
    await openPage(page, `/account/addresses/${UNKNOWN_ID}`);
    await page.getByText('No encontramos la dirección').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await openPage(page, `/account/orders/${UNKNOWN_ID}`);
    await page.getByRole('heading', { name: '¡Uy! Error 404' }).waitFor();
    await page.getByText('No encontramos el pedido').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'account-order-not-found-1366');
  });

  it('edits the profile (the header follows the answer) and changes the password', async () => {
    const page = await sb.newPage(WIDE);
    const stamp = Date.now().toString(36);
    await register(page, `perfil.${stamp}@example.com`);
    await openPage(page, '/account/profile');
    await page.getByLabel('Nombre').fill('Sofía');
    await page.getByLabel('Correo electrónico', { exact: false }).fill(`sofia.${stamp}@example.com`);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Guardamos tu perfil.').waitFor();
    await page.getByRole('button', { name: `sofia.${stamp}@example.com` }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await openPage(page, '/account/password');
    await page.getByLabel('Contraseña actual').fill('no-es-esta');
    await page.getByLabel('Contraseña nueva').fill('corta');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await page.getByText('Usá al menos 6 caracteres.').waitFor();
    await page.getByLabel('Contraseña nueva').fill('clave-nueva-1');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    // The refusal is said on the current password's field, which gets the focus, in this page's words.
    await page.getByText('La contraseña actual no es correcta.').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), { timeout: 5000 }).toBe('password-current');
    expect(await page.getByText('El correo o la contraseña no son correctos.').count()).toBe(0);
    await page.getByLabel('Contraseña actual').fill('clave-segura');
    expect(await page.getByText('La contraseña actual no es correcta.').count()).toBe(0);
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await page.getByText('Cambiamos tu contraseña.').waitFor();
    expect(await page.getByLabel('Contraseña nueva').inputValue()).toBe('');
    // The signed-in devices below, read again after the change signed the others out: this browser alone.
    const devices = page.getByRole('region', { name: 'Dispositivos con sesión iniciada' });
    await devices.getByText('Este dispositivo').waitFor();
    await devices.getByText('Tu cuenta no está abierta en ningún otro dispositivo.').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'account-password-1366');
  });

  it('sends a signed-out visitor to sign in and back, and says what came over from the session', async () => {
    const page = await sb.newPage(WIDE);
    const email = `vuelve.${Date.now().toString(36)}@example.com`;
    // The account exists; this session is signed out.
    await register(page, email);
    await gqlInPage(page, 'mutation { signOut }');

    const battery = await batteryId(page);
    await addToCartInPage(page, battery);
    await gqlInPage(page, 'mutation($id: ID!) { addToWishlist(productId: $id) { count } addToCompare(productId: $id) { count } }', { id: battery });
    // A Volkswagen Gol of the stand-in provider's vehicle set (fixtures/shop/data/vehicles.ts).
    await gqlInPage(page, 'mutation { addVehicleToGarage(vehicleId: "10001") { vehicles { id } } }');

    await openPage(page, '/account/orders');
    await page.waitForURL((url) => url.pathname === '/account/login' && url.searchParams.get('back') === '/account/orders');
    const { shop } = await gqlInPage<{ shop: { demoMode: boolean } }>(page, '{ shop { demoMode } }');
    expect(await page.getByText(/Cuenta de demostración/).count()).toBe(shop.demoMode ? 1 : 0);
    const signIn = page.getByRole('region', { name: 'Ingresá a tu cuenta' });
    expect(await signIn.getByLabel('Correo electrónico').inputValue()).toBe('');
    await signIn.getByLabel('Correo electrónico').fill(email);
    await signIn.getByLabel('Contraseña').fill('otra-clave');
    await signIn.getByRole('button', { name: 'Ingresar' }).click();
    await signIn.getByText('El correo o la contraseña no son correctos.').waitFor();
    await signIn.getByLabel('Contraseña').fill('clave-segura');
    await signIn.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL((url) => url.pathname === '/account/orders');
    const toast = page.getByText(/Sumamos a tu cuenta lo que tenías sin ingresar/);
    await toast.waitFor();
    const text = await toast.innerText();
    expect(text).toContain('carrito: 1');
    expect(text).toContain('favoritos: 1');
    expect(text).toContain('comparar: 1');
    expect(text).toContain('garaje: 1');
    await saveScreenshot(page, 'account-merge-toast-1366');
    await page.getByRole('button', { name: /^Carrito 1\b/ }).waitFor();
  });
});
