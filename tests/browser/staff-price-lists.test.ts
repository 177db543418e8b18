import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import iconv from 'iconv-lite';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SUPPLIER_SETTINGS } from '../../server/prices/demo';
import type { CatalogueNumber } from '../../server/prices/part-index';
import { saveSupplier } from '../../server/prices/suppliers';
import { totpCode } from '../../server/staff/totp';
import { openPage, startShopBrowser, type ShopBrowser } from './support/shop-browser';
import { axeSerious } from './support/shopper-api';
import { signedInStaff, type TestStaff } from '../staff/helpers';

// A catalogue member imports a dirty price list from the staff app: uploads it, reads the rejected
// rows with their lines and reasons, applies it, sees the new price on the shop's product page (a
// page a visitor had seen before), then undoes it and sees the old price again. Screenshots go to
// PRICE_SHOTS_DIR (1366 px, 375 px, en-RTL).
const SHOTS = process.env.PRICE_SHOTS_DIR ?? path.resolve(import.meta.dirname, '..', 'artifacts', 'staff-price-lists');
const WIDE = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 812 };
const NORTE = DEMO_SUPPLIER_SETTINGS[0];

let sb: ShopBrowser;
let member: TestStaff;
let page: Page;
let visitor: Page;
let part: { partId: string; cost: number; n: CatalogueNumber };
let other: { partId: string; cost: number; n: CatalogueNumber };
let runId = '';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-price-lists-'));

async function shot(p: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await p.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** Pesos as the page writes them ("$ 1.234,56") in centavos. */
function centavos(text: string): number {
  const digits = text.replace(/[^\d,]/g, '');
  expect(digits).toMatch(/^\d+,\d{2}$/);
  return Number(digits.replace(',', ''));
}

/** The price the product page shows (the block beside the pictures). */
async function pagePrice(p: Page, partId: string): Promise<number> {
  await openPage(p, `/shop/products/${partId}`);
  return centavos(await p.locator('h1').first().locator('xpath=..').locator('[data-price="current"]').innerText());
}

beforeAll(async () => {
  sb = await startShopBrowser();
  const db = sb.shop.server.services.db;
  await saveSupplier(db, NORTE);
  const numbers = new Map(((await sb.shop.server.services.provider.ready()).standIn?.partNumbers() ?? []).map((n) => [n.partId, n]));
  // Articles only Distribuidora Norte offers, with units: the list decides their price.
  const only = await db.query<{ part_id: string; cost: string }>(
    `select o.part_id, o.cost_centavos::text as cost from offers o
      where o.supplier_id = $1 and o.part_id ~ '^[0-9]+-[0-9]+$'
        and not exists (select 1 from offers x where x.part_id = o.part_id and x.supplier_id <> o.supplier_id)
        and exists (select 1 from stock_levels l where l.part_id = o.part_id and l.quantity > l.reserved)
      order by o.part_id limit 2`,
    [NORTE.id],
  );
  [part, other] = only.rows.map((r) => ({ partId: r.part_id, cost: Number(r.cost), n: numbers.get(r.part_id) as CatalogueNumber }));
  member = await signedInStaff(sb.shop, 'catalogue', { signIn: false });
  page = await sb.newPage(WIDE);
  visitor = await sb.newPage(WIDE);
  await page.goto('/admin');
  await page.waitForURL((url) => url.pathname === '/admin/sign-in');
  await page.getByLabel('Correo electrónico').fill(member.email);
  await page.getByLabel('Contraseña').fill(member.password);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Código de seis dígitos').fill(totpCode(member.totpSecret, Date.now()));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await page.waitForURL((url) => url.pathname !== '/admin/sign-in');
}, 180_000);

afterAll(async () => {
  await sb?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a supplier price list imported from the staff app', () => {
  let before: number;
  let after: number;

  it('uploads a dirty list and reads the rejected rows with their lines and reasons', async () => {
    expect(part?.n && other?.n).toBeTruthy();
    before = await pagePrice(visitor, part.partId);
    const pesos = (c: number) => (c / 100).toFixed(2).replace('.', ',');
    const csv = [
      'DISTRIBUIDORA NORTE - Lista de precios;;;;',
      ';;;;',
      'Marca;Código;Descripción;Precio s/IVA;Stock Rosario',
      `${part.n.brandName};${part.n.number};Sube al doble;${pesos(part.cost * 2)};12`,
      `${other.n.brandName};${other.n.number};Sin precio;consultar;3`,
      `${other.n.brandName};${other.n.number};Repetida;100,00;1`,
      `${other.n.brandName};${other.n.number};Repetida, otro precio;150,00;1`,
      'MARCA INVENTADA;ZZ-404;Marca desconocida;1.000,00;1',
      `;${part.n.number};Sin marca;100,00;1`,
      'TOTAL GENERAL;;;;',
    ].join('\r\n');
    const file = path.join(dir, 'lista-norte.csv');
    fs.writeFileSync(file, iconv.encode(csv, 'windows-1252'));

    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Listas de precios' }).click();
    await page.getByRole('heading', { level: 1, name: 'Listas de precios' }).waitFor();
    await page.getByLabel('Proveedor').selectOption(NORTE.id);
    // Sent without a file: said at the field.
    await page.getByRole('button', { name: 'Subir y revisar' }).click();
    await page.getByText('Elegí el archivo de la lista.').waitFor();
    // A file that is no price list: accepted, read, refused with the reader's reason.
    const notAList = path.join(dir, 'notas.csv');
    fs.writeFileSync(notAList, 'hola;mundo\r\n1;2\r\n');
    await page.getByLabel('Archivo de la lista').setInputFiles(notAList);
    await page.getByRole('button', { name: 'Subir y revisar' }).click();
    await page.getByRole('alert').filter({ hasText: 'No se encontró la fila de encabezados' }).waitFor();
    await page.getByLabel('Archivo de la lista').setInputFiles(file);
    await page.getByRole('button', { name: 'Subir y revisar' }).click();
    await page.waitForURL(/\/admin\/prices\/runs\/\d+$/);
    runId = page.url().split('/').pop() ?? '';
    await page.getByRole('heading', { level: 1, name: `Lista N.º ${runId}` }).waitFor();
    const count = async (label: string) => page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd').innerText();
    expect(await count('Filas leídas')).toBe('7');
    expect(await count('Rechazadas')).toBe('5');
    expect(await count('Sin reconocer')).toBe('1');
    expect(await count('Cambian')).toBe('1');

    const rejected = page.getByRole('table', { name: /Filas rechazadas/ });
    const rows = await rejected.getByRole('row').filter({ has: page.getByRole('rowheader') }).allInnerTexts();
    const byLine = rows.map((r) => r.split('\t').slice(0, 2).map((c) => c.trim()));
    expect(byLine).toEqual([
      ['5', 'Sin precio ("consultar" o vacío)'],
      ['6', 'Repetida con otro precio o stock'],
      ['7', 'Repetida con otro precio o stock'],
      ['9', 'Sin marca'],
      ['10', 'Totales, subtítulo o nota'],
    ]);
    expect(await rejected.innerText()).toContain('consultar');
    await page.getByRole('list', { name: 'Rechazadas por motivo' }).getByText('Repetida con otro precio o stock: 2').waitFor();
    const unmatched = page.getByRole('table', { name: /Filas sin reconocer/ });
    expect(await unmatched.innerText()).toContain('MARCA INVENTADA');
    expect(await unmatched.innerText()).toContain('Marca desconocida');
    // The one price that changes: old → new, the old one what the shop shows now.
    const change = page.getByRole('table', { name: /Costo y precio de venta/ }).getByRole('row').filter({ hasText: part.partId });
    const cells = (await change.innerText()).split('\t');
    expect(centavos(cells[3] ?? '')).toBe(before);
    after = centavos(cells[4] ?? '');
    expect(after).toBeGreaterThan(before);
    expect(await page.getByText('Es una vista previa').count()).toBe(1);
    expect(await axeSerious(page)).toEqual([]);
    await shot(page, 'price-run-preview-1366');
    // Nothing sold changed yet.
    expect(await pagePrice(visitor, part.partId)).toBe(before);
  }, 90_000);

  it('applies the list: the shop’s product page shows the new price', async () => {
    await page.getByRole('button', { name: 'Aplicar la lista' }).click();
    const dialog = page.getByRole('dialog', { name: /¿Aplicar la lista/ });
    await dialog.getByText(/cuya oferta cambia: 1\./).waitFor();
    await dialog.getByRole('button', { name: 'Aplicar la lista' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Aplicada', { exact: true }).first().waitFor();
    expect(await page.getByText(/aplicada el .* por staff-/).count()).toBe(1);
    await shot(page, 'price-run-applied-1366');
    expect(await pagePrice(visitor, part.partId)).toBe(after);
    await shot(visitor, 'product-new-price-1366');
  }, 60_000);

  it('undoes it: the old price is back on the shop', async () => {
    await page.getByRole('button', { name: 'Deshacer la lista' }).click();
    const dialog = page.getByRole('dialog', { name: /¿Deshacer la lista/ });
    await dialog.getByRole('button', { name: 'Deshacer la lista' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Deshecha', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Deshacer la lista' }).count()).toBe(0);
    expect(await pagePrice(visitor, part.partId)).toBe(before);
    // The runs list says who and when.
    await page.getByRole('link', { name: 'Listas importadas' }).click();
    const run = page.getByRole('table', { name: 'Últimas listas importadas' }).getByRole('row').filter({ hasText: 'lista-norte.csv' });
    expect(await run.innerText()).toMatch(/deshecha/i);
    expect(await run.innerText()).toContain(member.email);
    const actions = await sb.shop.server.services.db.query<{ action: string; actor: string }>("select action, actor from audit_log where entity = 'price-run' order by id");
    expect(actions.rows).toEqual(['price-run.preview', 'price-run.apply', 'price-run.undo'].map((action) => ({ action, actor: member.email })));
    await shot(page, 'price-runs-1366');
  }, 60_000);

  it('explains a part’s price, reads at 375 px and right to left, and adds an alias for an unknown brand', async () => {
    await page.getByRole('link', { name: 'Ofertas de un repuesto' }).click();
    await page.getByLabel('Código de artículo').fill(`${part.n.brandName} ${part.n.number}`);
    await page.getByRole('button', { name: 'Buscar' }).click();
    const offer = page.getByRole('article', { name: `Oferta de ${NORTE.name}` }).first();
    await offer.waitFor();
    expect(await offer.innerText()).toMatch(/se vende con esta/i);
    expect(await offer.innerText()).toMatch(/Redondeado hacia arriba a/);
    expect(await axeSerious(page)).toEqual([]);
    await shot(page, 'part-offers-1366');

    const phone = await sb.newPage(PHONE);
    await phone.context().addCookies(await page.context().cookies());
    await phone.goto('/admin/prices');
    await phone.getByRole('heading', { level: 1, name: 'Listas de precios' }).waitFor();
    await phone.getByRole('table', { name: 'Últimas listas importadas' }).waitFor();
    await shot(phone, 'price-runs-375');
    // Nothing wider than the phone: each run a block of labelled lines.
    const wider = () => phone.evaluate(() => [...document.querySelectorAll('main *')].filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1).map((e) => `${e.tagName}.${e.className}`).slice(0, 5));
    expect(await wider()).toEqual([]);
    await phone.goto(`/admin/prices/runs/${runId}`);
    await phone.getByRole('heading', { level: 1, name: `Lista N.º ${runId}` }).waitFor();
    await phone.getByRole('heading', { level: 2, name: 'Filas rechazadas (5)' }).waitFor();
    await shot(phone, 'price-run-375');
    expect(await wider()).toEqual([]);

    await page.getByLabel(/Idioma/).selectOption('en-RTL');
    await page.getByRole('heading', { level: 1, name: 'A part’s offers' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await shot(page, 'part-offers-rtl-1366');
    await page.getByRole('link', { name: 'Mark-up rules' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mark-up rules' }).waitFor();
    await shot(page, 'rules-rtl-1366');
    await page.goto(`/admin/prices/runs/${runId}`);
    await page.getByRole('heading', { level: 1, name: `List no. ${runId}` }).waitFor();
    await page.getByRole('table', { name: /Rejected rows/ }).waitFor();
    await shot(page, 'price-run-rtl-1366');
    await page.getByLabel(/Language/).selectOption('es');
    await page.getByRole('heading', { level: 1, name: `Lista N.º ${runId}` }).waitFor();
    // An unknown brand leads to the supplier's aliases, the supplier's spelling filled in.
    await page.getByRole('link', { name: 'agregar un alias para MARCA INVENTADA' }).click();
    await page.getByRole('heading', { level: 1, name: 'Proveedores' }).waitFor();
    expect(await page.getByLabel('Como lo escribe el proveedor').inputValue()).toBe('MARCA INVENTADA');
    await page.getByLabel('Marca del catálogo').fill(part.n.brandName);
    await page.getByRole('button', { name: 'Agregar alias' }).click();
    const aliases = page.getByRole('table', { name: 'Alias de marcas del proveedor' });
    await aliases.getByRole('rowheader', { name: 'MARCAINVENTADA' }).waitFor();
    await aliases.getByRole('rowheader', { name: 'FEBI' }).waitFor();
    const stored = await sb.shop.server.services.db.query<{ brand_name: string }>("select brand_name from supplier_brand_aliases where supplier_id = $1 and alias_key = 'MARCAINVENTADA'", [NORTE.id]);
    expect(stored.rows).toEqual([{ brand_name: part.n.brandName }]);
    expect(await axeSerious(page)).toEqual([]);
    await shot(page, 'suppliers-1366');
  }, 90_000);
});
