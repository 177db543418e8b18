import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import es from '../../client/public/i18n/es.json';
import { MANIFEST_FILE, type ManifestOperation } from '../../server/http/trusted-operations';
import { totpCode } from '../../server/staff/totp';
import { startShopBrowser, type ShopBrowser } from './support/shop-browser';
import { axeSerious } from './support/shopper-api';
import { App } from '../apps/helpers';
import { signedInStaff, type TestStaff } from '../staff/helpers';

// "Apps y desarrolladores" in the staff app, on a shop that runs only its published operations: the
// owner finds a shopper's account, marks it developer through the reason dialog with the keyboard,
// and the account's app (signed in before) runs a document outside the manifest; the owner ends the
// app's session and its token is refused. Screenshots go to APPS_SHOTS_DIR (1366 px, 375 px, en-RTL).
const SHOTS = process.env.APPS_SHOTS_DIR ?? path.resolve(import.meta.dirname, '..', 'artifacts', 'staff-apps');
const WIDE = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 812 };
const EMAIL = 'taller.norte@example.com';
const PASSWORD = 'taller-norte-secret';
const UNLISTED = '{ me { email } }';

const manifest = JSON.parse(fs.readFileSync(MANIFEST_FILE, 'utf8')) as { operations: ManifestOperation[] };
const op = (name: string) => manifest.operations.find((o) => o.name === name && o.clientName === 'apps')!.body;

let sb: ShopBrowser;
let owner: TestStaff;
let page: Page;
let app: App;

async function shot(p: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await p.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

beforeAll(async () => {
  sb = await startShopBrowser({ GRAPHQL_TRUSTED_ONLY: 'true' });
  owner = await signedInStaff(sb.shop, 'owner', { signIn: false });
  await new App(sb.shop.url).gql(op('AppRegister'), { email: EMAIL, password: PASSWORD });
  app = new App(sb.shop.url, 'Sistema del taller');
  const signedIn = await app.gql<{ appSignIn: { tokens: { accessToken: string } } }>(op('AppSignIn'), { email: EMAIL, password: PASSWORD, device: { name: 'Sistema del taller' } });
  app.accessToken = signedIn.data!.appSignIn.tokens.accessToken;
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

describe('developer accounts in the staff app', () => {
  it('finds the account with its app signed in, whose unlisted document is refused', async () => {
    expect((await app.gql(UNLISTED)).errors?.[0].extensions?.code).toBe('OPERATION_NOT_TRUSTED');
    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: es['admin.NAV_APPS'] }).click();
    await page.getByRole('heading', { level: 1, name: es['admin.APPS_TITLE'] }).waitFor();
    const search = page.getByRole('searchbox', { name: es['admin.INPUT_ACCOUNT_EMAIL_LABEL'] });
    await search.fill('taller.n');
    await search.press('Enter');
    const account = page.locator(`[data-account="${EMAIL}"]`);
    await account.getByRole('rowheader', { name: 'Sistema del taller' }).waitFor();
    expect(await account.innerText()).not.toContain(app.accessToken!);
    expect(await axeSerious(page)).toEqual([]);
    await shot(page, 'apps-1366');
  }, 60_000);

  it('marks it developer with the keyboard: the app runs the document from its next request', async () => {
    await page.getByRole('button', { name: es['admin.BUTTON_MARK_DEVELOPER'] }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: es['admin.MARK_DEVELOPER_TITLE'].replace('{{email}}', EMAIL) });
    await dialog.waitFor();
    await page.waitForTimeout(400); // the dialog's entrance
    await shot(page, 'apps-mark-dialog-1366');
    await dialog.getByLabel(new RegExp(`^${es['admin.INPUT_REASON_LABEL']}`)).fill('Integra el sistema de su taller');
    await dialog.getByRole('button', { name: es['admin.BUTTON_MARK_DEVELOPER'] }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.locator(`[data-account="${EMAIL}"]`).getByText(es['admin.ACCOUNT_DEVELOPER'], { exact: true }).waitFor();
    const ran = await app.gql<{ me: { email: string } }>(UNLISTED);
    expect(ran.errors).toBeUndefined();
    expect(ran.data?.me.email).toBe(EMAIL);
    await shot(page, 'apps-developer-1366');
  }, 60_000);

  it('reads at 375 px and right to left', async () => {
    const phone = await sb.newPage(PHONE);
    await phone.context().addCookies(await page.context().cookies());
    await phone.goto('/admin/apps');
    await phone.getByRole('button', { name: es['admin.BUTTON_SHOW_DEVELOPERS'] }).click();
    await phone.locator(`[data-account="${EMAIL}"]`).getByRole('rowheader', { name: 'Sistema del taller' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(phone, 'apps-375');
    await page.getByLabel(/Idioma/).selectOption('en-RTL');
    await page.getByRole('heading', { level: 1, name: 'Apps and developers' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    // The search is kept in the address: the account is still shown.
    await page.locator(`[data-account="${EMAIL}"]`).getByRole('rowheader', { name: 'Sistema del taller' }).waitFor();
    await shot(page, 'apps-rtl-1366');
  }, 60_000);

  it("ends the app's session: its token is refused at once", async () => {
    await page.getByRole('button', { name: 'Sign out Sistema del taller' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out Sistema del taller' });
    await dialog.getByLabel(/^Reason/).fill('Credenciales filtradas');
    await dialog.getByRole('button', { name: 'Sign out Sistema del taller' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('No app signed in.').waitFor();
    const refused = await app.gql(UNLISTED);
    expect(refused.status).toBe(401);
    expect(refused.errors?.[0].extensions?.code).toBe('TOKEN_INVALID');
  }, 60_000);
});
