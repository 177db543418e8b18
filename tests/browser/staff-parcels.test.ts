import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../server/staff/totp';
import { startShopBrowser, type ShopBrowser } from './support/shop-browser';
import { axeSerious } from './support/shopper-api';
import { signedInStaff, type TestStaff } from '../staff/helpers';

// "Paquetes por categoría" in the staff's app, with the keyboard: an owner opens a category's form
// from the table, is told what is wrong with a weight out of bounds, saves a new parcel (the table
// says it is edited, when and by whom, and the next quotes use it), and brings the code's default
// back. Screenshots go to PARCEL_SHOTS_DIR (1366 px, 375 px, en-RTL).
const SHOTS = process.env.PARCEL_SHOTS_DIR ?? path.resolve(import.meta.dirname, '..', 'artifacts', 'staff-parcels');
const WIDE = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 812 };

let sb: ShopBrowser;
let owner: TestStaff;
let page: Page;

async function shot(p: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await p.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

const storedBattery = async () =>
  (await sb.shop.server.services.db.query<{ weight_grams: number; length_cm: number }>(`select weight_grams, length_cm from parcel_defaults where category = 'battery'`)).rows;

beforeAll(async () => {
  sb = await startShopBrowser();
  owner = await signedInStaff(sb.shop, 'owner', { signIn: false });
  page = await sb.newPage(WIDE);
  await page.goto('/admin');
  await page.waitForURL((url) => url.pathname === '/admin/sign-in');
  await page.getByLabel('Correo electrónico').fill(owner.email);
  await page.getByLabel('Contraseña').fill(owner.password);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Código de seis dígitos').fill(totpCode(owner.totpSecret, Date.now()));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/orders');
}, 180_000);

afterAll(async () => {
  await sb?.close();
});

describe('parcels by category in the staff app', () => {
  it('lists each category with its parcel and where it comes from', async () => {
    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Paquetes por categoría' }).click();
    await page.getByRole('heading', { level: 1, name: 'Paquetes por categoría' }).waitFor();
    const rows = page.getByRole('row').filter({ has: page.getByRole('rowheader') });
    await rows.first().waitFor();
    expect(await page.getByRole('rowheader').allTextContents()).toEqual(['Filtro', 'Par de discos de freno', 'Escape', 'Batería', 'Otros repuestos']);
    const battery = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Batería' }) });
    expect(await battery.innerText()).toContain('15.000 g');
    expect(await battery.innerText()).toContain('28 × 18 × 20 cm');
    expect(await battery.innerText()).toMatch(/Predeterminado/i);
    expect(await axeSerious(page)).toEqual([]);
    await shot(page, 'parcels-1366');
  }, 60_000);

  it('edits a category with the keyboard: a refused weight is said at its field, a good one is saved', async () => {
    await page.getByRole('button', { name: 'Editar el paquete de Batería' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Paquete de Batería' });
    await dialog.waitFor();
    const weight = dialog.getByLabel('Peso (g)');
    expect(await weight.inputValue()).toBe('15000');
    await weight.fill('0');
    await dialog.getByLabel('Largo (cm)').fill('30');
    await dialog.getByLabel('Largo (cm)').press('Enter');
    await dialog.getByText('Ingresá un número entero de gramos entre 1 y 100.000.').waitFor();
    // The refused field takes the focus and is marked invalid, its message tied to it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('parcel-weightGrams');
    expect(await weight.getAttribute('aria-invalid')).toBe('true');
    expect(await storedBattery()).toEqual([]);
    expect(await axeSerious(page)).toEqual([]);
    await shot(page, 'parcel-form-error-1366');

    await page.keyboard.press('Control+A');
    await page.keyboard.type('22000');
    await dialog.getByLabel('Motivo (opcional)').fill('Baterías de 100 Ah');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    const battery = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Batería' }) });
    await battery.getByText('22.000 g').first().waitFor();
    expect(await battery.innerText()).toContain('30 × 18 × 20 cm');
    expect(await battery.innerText()).toMatch(/Editado/i);
    // signedInStaff names the member after the role.
    expect(await battery.innerText()).toContain('por Staff owner');
    expect(await storedBattery()).toEqual([{ weight_grams: 22_000, length_cm: 30 }]);
    await shot(page, 'parcels-edited-1366');
  }, 60_000);

  it('reads at 375 px and right to left', async () => {
    const phone = await sb.newPage(PHONE);
    await phone.context().addCookies(await page.context().cookies());
    await phone.goto('/admin/shipping/parcels');
    await phone.getByRole('heading', { level: 1, name: 'Paquetes por categoría' }).waitFor();
    await phone.getByRole('rowheader', { name: 'Batería' }).waitFor();
    await shot(phone, 'parcels-375');
    // Nothing wider than the phone: each category is a block of labelled lines.
    const table = await phone.getByRole('table').boundingBox();
    expect(table && table.x >= 0 && table.x + table.width <= 375).toBe(true);
    expect(await phone.getByRole('table').evaluate((t) => t.scrollWidth <= t.clientWidth)).toBe(true);
    await phone.getByRole('button', { name: 'Editar el paquete de Batería' }).click();
    await phone.getByRole('dialog').getByLabel('Peso (g)').waitFor();
    await phone.waitForTimeout(400); // the dialog's entrance
    await shot(phone, 'parcel-form-375');

    await page.getByLabel(/Idioma/).selectOption('en-RTL');
    await page.getByRole('heading', { level: 1, name: 'Parcels by category' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    // Mirrored: the category column starts at the right.
    const header = await page.getByRole('columnheader', { name: 'Category' }).boundingBox();
    const size = await page.getByRole('columnheader', { name: 'Size' }).boundingBox();
    expect(header && size && header.x > size.x).toBe(true);
    await shot(page, 'parcels-rtl-1366');
    await page.getByRole('button', { name: 'Edit the parcel of Battery' }).click();
    await page.getByRole('dialog', { name: 'Parcel of Battery' }).waitFor();
    await page.waitForTimeout(400); // the dialog's entrance
    await shot(page, 'parcel-form-rtl-1366');
  }, 60_000);

  it("brings the code's default back", async () => {
    const dialog = page.getByRole('dialog', { name: 'Parcel of Battery' });
    await dialog.getByRole('button', { name: 'Back to the default' }).click();
    await dialog.waitFor({ state: 'detached' });
    const battery = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Battery' }) });
    await battery.getByText('Default', { exact: true }).waitFor();
    expect(await battery.innerText()).toContain('15,000 g');
    expect(await storedBattery()).toEqual([]);
  }, 60_000);
});
