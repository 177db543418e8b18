import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import es from '../../client/public/i18n/es.json';
import { totpCode } from '../../server/staff/totp';
import { openPage, startShopBrowser, type ShopBrowser } from './support/shop-browser';
import { axeSerious } from './support/shopper-api';
import { signedInStaff, type TestStaff } from '../staff/helpers';

// A visitor writes through the shop's contact form; a staff member of the orders role finds the
// message in the back office's inbox by the order number it mentions, opens it (it becomes read),
// is told an empty answer cannot go, answers with the keyboard, and the answer is in the outbox at
// /dev/mail, in Spanish, quoting the message. Screenshots go to MESSAGE_SHOTS_DIR (1366 px, 375 px, en-RTL).
const SHOTS = process.env.MESSAGE_SHOTS_DIR ?? path.resolve(import.meta.dirname, '..', 'artifacts', 'staff-messages');
const WIDE = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 812 };
const SUBJECT = 'Cambio de dirección';
const VISITOR = 'rosa.quiroga@example.com';

let sb: ShopBrowser;
let clerk: TestStaff;
let page: Page;

async function shot(p: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await p.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

const stored = async () =>
  (await sb.shop.server.services.db.query<{ state: string; answers: number }>(
    `select m.state, (select count(*)::int from contact_message_answers a where a.message_id = m.id) as answers from contact_messages m where m.email = $1`,
    [VISITOR],
  )).rows;

beforeAll(async () => {
  sb = await startShopBrowser();
  clerk = await signedInStaff(sb.shop, 'orders', { signIn: false });
}, 180_000);

afterAll(async () => {
  await sb?.close();
});

describe('answering a contact message from the back office', () => {
  it('a visitor sends the contact form on the shop', async () => {
    const visitor = await sb.newPage(WIDE);
    await openPage(visitor, '/site/contact-us-v1');
    const form = visitor.locator('form', { has: visitor.getByRole('heading', { name: es.TEXT_CONTACT_FORM_TITLE }) });
    await form.getByRole('textbox', { name: new RegExp(`^${es.INPUT_CONTACT_NAME_LABEL}`) }).fill('Rosa Quiroga');
    await form.getByRole('textbox', { name: new RegExp(`^${es.INPUT_EMAIL_ADDRESS_LABEL}`) }).fill(VISITOR);
    await form.getByRole('textbox', { name: new RegExp(`^${es.INPUT_CONTACT_SUBJECT_LABEL}`) }).fill(SUBJECT);
    await form.getByRole('textbox', { name: new RegExp(`^${es.INPUT_CONTACT_MESSAGE_LABEL}`) }).fill('Hola, ¿puedo cambiar la dirección de entrega del pedido #4521? Me mudé a Lanús.');
    await form.getByRole('button', { name: es.BUTTON_CONTACT_SEND }).click();
    await visitor.getByRole('status').filter({ hasText: es.TEXT_CONTACT_SENT_TITLE }).waitFor();
    expect(await stored()).toEqual([{ state: 'unread', answers: 0 }]);
    await visitor.close();
  }, 90_000);

  it('a staff member finds it in the inbox by the order number it mentions', async () => {
    page = await sb.newPage(WIDE);
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/admin/sign-in');
    await page.getByLabel('Correo electrónico').fill(clerk.email);
    await page.getByLabel('Contraseña').fill(clerk.password);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByLabel('Código de seis dígitos').fill(totpCode(clerk.totpSecret, Date.now()));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/orders');

    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: es['admin.NAV_MESSAGES'] }).click();
    await page.getByRole('heading', { level: 1, name: es['admin.MESSAGES_TITLE'] }).waitFor();
    await page.getByText(es['admin.MESSAGES_UNREAD_COUNT'].replace('{{count}}', '1')).waitFor();
    await page.getByRole('rowheader', { name: SUBJECT }).waitFor();
    await shot(page, 'inbox-1366');

    const search = page.getByRole('searchbox', { name: es['admin.INPUT_MESSAGE_SEARCH_LABEL'] });
    await search.fill('#4522');
    await search.press('Enter');
    await page.getByText(es['admin.MESSAGES_EMPTY_FILTERED']).waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('#4522');
    await search.fill('4521');
    await search.press('Enter');
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: SUBJECT }) });
    await row.waitFor();
    expect(await row.innerText()).toContain(VISITOR);
    expect((await row.innerText()).toLowerCase()).toContain(es['admin.MESSAGE_STATE_UNREAD'].toLowerCase());
    expect(await axeSerious(page)).toEqual([]);
    await shot(page, 'inbox-search-1366');
  }, 90_000);

  it('opens it (now read), refuses an empty answer at its field, and sends one with the keyboard', async () => {
    await page.getByRole('link', { name: SUBJECT }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: SUBJECT }).waitFor();
    await page.getByText('Me mudé a Lanús.', { exact: false }).waitFor();
    await page.getByRole('button', { name: es['admin.BUTTON_MARK_UNREAD'] }).waitFor();
    await expect.poll(async () => (await stored())[0].state).toBe('read');

    const box = page.getByRole('textbox', { name: new RegExp(`^${es['admin.INPUT_ANSWER_LABEL']}`) });
    await page.getByRole('button', { name: es['admin.BUTTON_SEND_ANSWER'] }).click();
    await page.getByText(es['admin.ERROR_ANSWER_REQUIRED']).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('answer-body');
    expect(await box.getAttribute('aria-invalid')).toBe('true');
    expect(await axeSerious(page)).toEqual([]);
    await shot(page, 'message-empty-answer-1366');

    await page.keyboard.type('Hola Rosa: sí, ya cambiamos la dirección de tu pedido N.º 4521 a Lanús.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByText(es['admin.MESSAGE_ANSWER_SENT'].replace('{{email}}', VISITOR)).waitFor();
    await page.getByText('ya cambiamos la dirección').first().waitFor();
    expect(await box.inputValue()).toBe('');
    await page.getByText(es['admin.MESSAGE_STATE_ANSWERED']).first().waitFor();
    expect(await stored()).toEqual([{ state: 'answered', answers: 1 }]);
    await shot(page, 'message-answered-1366');
  }, 90_000);

  it('the answer is in /dev/mail, to the visitor, in Spanish, quoting the message', async () => {
    const mail = await sb.newPage(WIDE);
    await mail.goto('/dev/mail');
    const row = mail.locator('tr', { hasText: VISITOR }).filter({ hasText: `Respuesta a tu consulta: ${SUBJECT}` });
    await row.waitFor({ timeout: 10_000 });
    expect(await row.innerText()).toContain('contact-answer');
    await shot(mail, 'dev-mail-1366');
    await row.getByRole('link', { name: 'text' }).click();
    const text = await mail.locator('body').innerText();
    expect(text).toContain(`To: ${VISITOR}`);
    expect(text).toContain('Hola, Rosa Quiroga:');
    expect(text).toContain('ya cambiamos la dirección de tu pedido N.º 4521');
    expect(text).toContain('Me mudé a Lanús.');
    await mail.close();
  }, 60_000);

  it('reads at 375 px and right to left', async () => {
    const phone = await sb.newPage(PHONE);
    await phone.context().addCookies(await page.context().cookies());
    await phone.goto('/admin/messages');
    await phone.getByRole('rowheader', { name: SUBJECT }).waitFor();
    await shot(phone, 'inbox-375');
    await phone.getByRole('link', { name: SUBJECT }).click();
    await phone.getByRole('heading', { level: 1, name: SUBJECT }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(phone, 'message-375');

    await page.getByLabel(/Idioma/).selectOption('en-RTL');
    await page.getByRole('heading', { level: 2, name: 'Answer by e-mail' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await shot(page, 'message-rtl-1366');
  }, 60_000);
});
