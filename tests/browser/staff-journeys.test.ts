import fs from 'node:fs';
import path from 'node:path';
import * as OTPAuth from 'otpauth';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MercadoPagoStandIn } from '../../fixtures/mercadopago/index';
import { restock } from '../helpers/stock';
import { startShopBrowser, type ShopBrowser } from './support/shop-browser';
import { axeSerious } from './support/shopper-api';
import { addressInput, addToCart, ok, PRODUCTS, uniqueEmail } from '../shopper/helpers';
import { guestCheckout, type OrderShape } from '../shopper/checkout-suite';
import { signedInStaff, type TestStaff } from '../staff/helpers';

// The staff's app in Chromium: an owner signs in with a second factor, finds an order, invites a
// colleague; the colleague sets a password from the e-mail's link, enrols an authenticator and
// signs in, seeing only what the role allows, marks an order shipped with a tracking number (the
// shopper's page and e-mail show it) and refunds half of a paid one. Screenshots go to SHOTS
// (1366 px, a 768 px tablet, en-RTL).
const SHOTS = process.env.STAFF_SHOTS_DIR ?? path.resolve(import.meta.dirname, '..', 'artifacts', 'staff-app');
const WIDE = { width: 1366, height: 900 };
const TABLET = { width: 768, height: 1024 };

let sb: ShopBrowser;
let owner: TestStaff;
const orders: (OrderShape & { email: string })[] = [];
/** An order paid through Mercado Pago's stand-in, to refund half of. */
let paid: OrderShape & { email: string };

/** The authenticator's code now, as an app holding `secret` (base32) shows it. */
function codeOf(secret: string, timestamp = Date.now()): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp });
}

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

async function signInWithTotp(page: Page, staff: Pick<TestStaff, 'email' | 'password' | 'totpSecret'>): Promise<void> {
  await page.getByLabel('Correo electrónico').fill(staff.email);
  await page.getByLabel('Contraseña').fill(staff.password);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('heading', { name: 'Código de verificación' }).waitFor();
  // The heading of the step takes the focus, for a screen reader to say where the staff member is.
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  await page.getByLabel('Código de seis dígitos').fill(codeOf(staff.totpSecret));
  await page.getByRole('button', { name: 'Verificar' }).click();
}

beforeAll(async () => {
  sb = await startShopBrowser({ MERCADOPAGO_STANDIN: 'true' });
  await restock(sb.shop.server.services.db, PRODUCTS.battery, 50);
  owner = await signedInStaff(sb.shop, 'owner', { signIn: false });
  for (const prefix of ['ana', 'bruno']) {
    const s = sb.shop.shopper();
    const email = uniqueEmail(prefix);
    ok(await addToCart(s, PRODUCTS.battery, 1));
    orders.push({ ...ok(await guestCheckout(s, `staff-journey-${prefix}-${Date.now()}`, { email })).checkout, email });
  }
  const s = sb.shop.shopper();
  const email = uniqueEmail('carla');
  ok(await addToCart(s, PRODUCTS.battery, 1));
  const { checkout } = ok(
    await s.gql<{ checkout: OrderShape }>(`mutation($input: CheckoutInput!) { checkout(input: $input) { id number token total } }`, {
      input: { shippingAddress: { address: addressInput() }, billingSameAsShipping: true, payment: 'WALLET', email, idempotencyKey: `staff-journey-paid-${Date.now()}` },
    }),
  );
  paid = { ...checkout, email };
  const { startPayment } = ok(await s.gql<{ startPayment: { url: string } }>('mutation($t: String!) { startPayment(token: $t) { url } }', { t: paid.token }));
  const standIn = sb.shop.server.services.payments.standIn as MercadoPagoStandIn;
  const payment = standIn.store.pay(new URL(startPayment.url).searchParams.get('pref_id') ?? '', 'approved');
  expect(await standIn.notify(payment, 'payment.created')).toBe(200);
}, 180_000);

afterAll(async () => {
  await sb?.close();
});

describe('the staff app', () => {
  let ownerPage: Page;
  let colleaguePage: Page;
  const colleague = { email: uniqueEmail('colega'), name: 'Lucía Pereyra', password: 'una clave larga de prueba', totpSecret: '' };

  it('signs an owner in with a password and a TOTP code and lists the orders, searchable', async () => {
    ownerPage = await sb.newPage(WIDE);
    await ownerPage.goto('/admin');
    await ownerPage.waitForURL((url) => url.pathname === '/admin/sign-in');
    await signInWithTotp(ownerPage, owner);
    await ownerPage.waitForURL((url) => url.pathname === '/admin/orders');
    await ownerPage.getByRole('heading', { level: 1, name: 'Pedidos' }).waitFor();
    const nav = ownerPage.getByRole('navigation', { name: 'Secciones' });
    await nav.getByRole('link').first().waitFor();
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Pedidos', 'Devoluciones', 'Facturas rechazadas', 'Paquetes por categoría', 'Reseñas', 'Listas de precios', 'Cotizaciones', 'Mensajes', 'Apps y desarrolladores', 'Personal', 'Registro de auditoría', 'Mi cuenta']);
    for (const order of [...orders, paid]) await ownerPage.getByRole('rowheader', { name: String(order.number), exact: true }).waitFor();
    expect(await axeSerious(ownerPage)).toEqual([]);
    await shot(ownerPage, 'orders-1366');

    // Search by the shopper's e-mail: one order left.
    await ownerPage.getByRole('searchbox', { name: 'Buscar' }).fill(orders[1].email);
    await ownerPage.getByRole('button', { name: 'Aplicar' }).click();
    await expect.poll(() => ownerPage.getByRole('rowheader').allTextContents()).toEqual([String(orders[1].number)]);
    expect(new URL(ownerPage.url()).searchParams.get('q')).toBe(orders[1].email);
  }, 120_000);

  it('shows an order with its lines, addresses, tax identity and history, and moves focus to its heading', async () => {
    await ownerPage.getByRole('link', { name: String(orders[1].number), exact: true }).click();
    const heading = ownerPage.getByRole('heading', { level: 1, name: `Pedido ${orders[1].number}` });
    await heading.waitFor();
    await expect.poll(() => ownerPage.evaluate(() => document.activeElement?.textContent)).toBe(`Pedido ${orders[1].number}`);
    for (const section of ['Artículos', 'Dirección de envío', 'Facturación', 'Pagos', 'E-mails enviados', 'Historial']) {
      await ownerPage.getByRole('heading', { level: 2, name: section, exact: true }).waitFor();
    }
    expect(await ownerPage.getByRole('region', { name: 'E-mails enviados' }).innerText()).toContain(orders[1].email);
    expect(await axeSerious(ownerPage)).toEqual([]);
    await shot(ownerPage, 'order-1366');
  }, 60_000);

  it('invites a colleague, whose e-mail link sets a password; the colleague enrols an authenticator and signs in', async () => {
    await ownerPage.getByRole('link', { name: 'Personal' }).click();
    await ownerPage.getByRole('heading', { level: 1, name: 'Personal' }).waitFor();
    const invite = ownerPage.getByRole('region', { name: 'Invitar a un colega' });
    await invite.getByLabel('Correo electrónico').fill(colleague.email);
    await invite.getByLabel('Nombre').fill(colleague.name);
    await invite.getByLabel('Rol').selectOption({ label: 'Orders and payments' });
    await invite.getByRole('button', { name: 'Enviar invitación' }).click();
    const row = ownerPage.getByRole('row').filter({ hasText: colleague.email });
    await row.getByText('Invitado').waitFor();
    await shot(ownerPage, 'staff-1366');

    // Without a mail server the invitation waits in the outbox, shown at /dev/mail.
    const mailPage = await sb.newPage(WIDE);
    await mailPage.goto('/dev/mail');
    await mailPage.locator('tr', { hasText: colleague.email }).getByRole('link').first().click();
    const href = await mailPage.getByRole('link', { name: 'Elegir mi contraseña' }).getAttribute('href');
    const link = new URL(href ?? '', sb.shop.url);
    expect(link.pathname).toMatch(/^\/admin\/invitation\/[\w-]{20,}$/);

    // The colleague, on a tablet.
    const page = await sb.newPage(TABLET);
    colleaguePage = page;
    await page.goto(link.pathname);
    await page.getByRole('heading', { level: 1, name: 'Aceptar la invitación' }).waitFor();
    await page.getByText(colleague.email, { exact: false }).waitFor();
    await page.getByLabel('Contraseña nueva', { exact: false }).fill('corta');
    await page.getByLabel('Repetí la contraseña').fill('corta');
    await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
    await page.getByText('La contraseña necesita al menos 12 caracteres.').waitFor();
    await page.getByLabel('Contraseña nueva', { exact: false }).fill(colleague.password);
    await page.getByLabel('Repetí la contraseña').fill(colleague.password);
    await shot(page, 'invitation-768');
    await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
    await page.getByText('Listo: tu contraseña quedó guardada.', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Ir a ingresar' }).click();

    // First sign-in: the password, then an authenticator to enrol (QR code and the secret to type).
    expect(await page.getByLabel('Correo electrónico').inputValue()).toBe(colleague.email);
    await page.getByLabel('Contraseña').fill(colleague.password);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('heading', { name: 'Configurá tu segundo factor' }).waitFor();
    await page.getByRole('img', { name: 'Código QR para la app de autenticación' }).waitFor();
    colleague.totpSecret = (await page.locator('[data-secret]').getAttribute('data-secret')) ?? '';
    expect(colleague.totpSecret).toMatch(/^[A-Z2-7]{16,}$/);
    expect((await page.locator('[data-secret]').innerText()).replace(/\s/g, '')).toBe(colleague.totpSecret);
    expect(await axeSerious(page)).toEqual([]);
    await shot(page, 'totp-enrol-768');
    await page.getByLabel('Código de seis dígitos').fill(codeOf(colleague.totpSecret));
    await page.getByRole('button', { name: 'Verificar' }).click();

    // Signed in, with what the "orders" role allows: no staff nor audit pages.
    await page.waitForURL((url) => url.pathname === '/admin/orders');
    const nav = page.getByRole('navigation', { name: 'Secciones' });
    await nav.waitFor();
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Pedidos', 'Devoluciones', 'Facturas rechazadas', 'Paquetes por categoría', 'Mensajes', 'Mi cuenta']);
    await page.getByRole('rowheader', { name: String(orders[0].number), exact: true }).waitFor();
    await shot(page, 'colleague-orders-768');
    await page.goto('/admin/staff');
    await page.getByRole('heading', { level: 1, name: 'Sin permiso' }).waitFor();
    await page.getByText('staff:manage', { exact: false }).waitFor();

    // The owner sees the colleague active, and the invitation in the audit log.
    await ownerPage.reload();
    await ownerPage.getByRole('row').filter({ hasText: colleague.email }).getByText('Activo').waitFor();
    await ownerPage.getByRole('link', { name: 'Registro de auditoría' }).click();
    await ownerPage.getByRole('heading', { level: 1, name: 'Registro de auditoría' }).waitFor();
    await ownerPage.getByText('staff.invite', { exact: false }).first().waitFor();
    await shot(ownerPage, 'audit-1366');
  }, 180_000);

  it('lets the colleague mark an order shipped with a tracking number, which the shopper’s page and e-mail show', async () => {
    const page = colleaguePage;
    const order = orders[0];
    await page.goto(`/admin/orders/${order.number}`);
    await page.getByRole('heading', { level: 1, name: `Pedido ${order.number}` }).waitFor();
    await page.getByRole('button', { name: 'Pasar a preparación' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await page.getByRole('heading', { level: 1, name: `Pedido ${order.number}` }).locator('..').getByText('En preparación').waitFor();

    await page.getByRole('button', { name: 'Marcar como enviado' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await dialog.getByText('hacen falta el transporte y el número de seguimiento', { exact: false }).waitFor();
    await dialog.getByLabel('Transporte').fill('Andreani');
    await dialog.getByLabel('Número de seguimiento').fill('AND-000123456');
    await shot(page, 'ship-dialog-768');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    const shipment = page.getByRole('region', { name: 'Envío', exact: true });
    await shipment.waitFor();
    expect(await shipment.locator('[data-fact="tracking"]').textContent()).toBe('AND-000123456');
    await page.getByRole('heading', { level: 1, name: `Pedido ${order.number}` }).locator('..').getByText('Enviado').waitFor();
    await shot(page, 'order-shipped-768');

    // The shopper's order page and the e-mail about it name the carrier and the tracking number.
    const shopper = await sb.newPage(WIDE);
    await shopper.goto(`/shop/order-success?token=${encodeURIComponent(order.token)}`);
    await shopper.getByText('AND-000123456').first().waitFor();
    const mail = shopper.locator('tr', { hasText: order.email }).filter({ hasText: `Despachamos tu pedido N.º ${order.number}` });
    // The e-mail is written by a job after the move: the outbox page is asked again until it is there.
    await expect
      .poll(async () => {
        await shopper.goto('/dev/mail');
        return mail.count();
      }, { timeout: 30_000 })
      .toBeGreaterThan(0);
    await mail.first().getByRole('link').first().click();
    await shopper.getByText('AND-000123456').first().waitFor();
  }, 120_000);

  it('lets the colleague refund half of a paid order, with a reason', async () => {
    const page = colleaguePage;
    await page.goto(`/admin/orders/${paid.number}`);
    await page.getByRole('heading', { level: 1, name: `Pedido ${paid.number}` }).waitFor();
    const totalCentavos = Math.round(Number(paid.total) * 100);
    const half = Math.floor(totalCentavos / 2);
    await page.getByRole('button', { name: /^Reintegrar \(hasta/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Monto a reintegrar').fill(`${Math.floor(half / 100)},${String(half % 100).padStart(2, '0')}`);
    await dialog.getByLabel('Motivo').fill('Faltó una pieza del kit');
    await shot(page, 'refund-dialog-768');
    await dialog.getByRole('button', { name: 'Reintegrar' }).click();
    const refunds = page.getByRole('list', { name: 'Reintegros' });
    await refunds.waitFor();
    expect(await refunds.innerText()).toContain('Faltó una pieza del kit');
    await page.getByRole('heading', { level: 1, name: `Pedido ${paid.number}` }).locator('..').getByText('Reintegrado en parte').waitFor();
    const left = totalCentavos - half;
    const row = await sb.shop.server.services.db.query<{ amount_centavos: number }>('select amount_centavos from refunds where order_id = $1', [paid.id]);
    expect(row.rows.map((r) => Number(r.amount_centavos))).toEqual([half]);
    await page.getByRole('button', { name: /^Reintegrar \(hasta/ }).waitFor();
    expect(left).toBeGreaterThan(0);
    await shot(page, 'order-refunded-768');
  }, 120_000);

  it("receives a guest's return asked by the law's button, and puts its units back on sale", async () => {
    // The guest's side (the button's form, no sign-in) is tests/browser/revocation-journey.test.ts.
    const { requestOrderRevocation } = ok(
      await sb.shop.shopper().gql<{ requestOrderRevocation: { code: string } }>('mutation($input: OrderRevocationInput!) { requestOrderRevocation(input: $input) { code } }', {
        input: { orderNumber: Number(orders[0].number), email: orders[0].email },
      }),
    );
    await ownerPage.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Devoluciones' }).click();
    await ownerPage.getByRole('heading', { level: 1, name: 'Devoluciones' }).waitFor();
    const row = ownerPage.getByRole('row').filter({ hasText: requestOrderRevocation.code });
    await row.getByRole('button', { name: 'Recibir' }).click();
    const dialog = ownerPage.getByRole('dialog');
    await dialog.getByLabel('Vuelve a la venta (las unidades vuelven al stock)').check();
    await dialog.getByRole('button', { name: 'Recibir' }).click();
    await row.getByText('Volvió a la venta').waitFor();
    const received = await sb.shop.server.services.db.query<{ state: string; restocked: boolean }>('select state, restocked from order_revocations where code = $1', [requestOrderRevocation.code]);
    expect(received.rows[0]).toEqual({ state: 'received', restocked: true });
    await shot(ownerPage, 'return-received-1366');
  }, 120_000);

  it('reads right to left in en-RTL', async () => {
    const page = await sb.newPage(WIDE);
    await page.goto('/admin/sign-in?lang=en-RTL');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByLabel('Email address').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Verification code' }).waitFor();
    // A code of the next period: the owner's current one was used at the first sign-in.
    await page.getByLabel('Six-digit code').fill(codeOf(owner.totpSecret, Date.now() + 30_000));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await page.getByRole('rowheader', { name: String(orders[0].number), exact: true }).waitFor();
    await shot(page, 'orders-en-rtl');
    await page.getByRole('link', { name: String(orders[0].number), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: `Order ${orders[0].number}` }).waitFor();
    await shot(page, 'order-en-rtl');
  }, 120_000);
});
