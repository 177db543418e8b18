import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import es from '../../client/public/i18n/es.json';
import { newAuditPage } from './support/axe-page';
import { MOBILE, openPage, saveScreenshot, seriousAxeViolations, startShopBrowser, type ShopBrowser } from './support/shop-browser';

let sb: ShopBrowser;
beforeAll(async () => {
  sb = await startShopBrowser();
});
afterAll(async () => {
  await sb?.close();
});

const SITE_PAGES = ['/site/about-us', '/site/contact-us-v1', '/site/contact-us-v2', '/site/terms', '/site/faq', '/site/typography'];

describe('site pages', () => {
  it('the contact form shows each field error, then sends and shows the confirmation', async () => {
    const page = await sb.newPage({ width: 1366, height: 900 });
    await openPage(page, '/site/contact-us-v1');
    const form = page.locator('form', { has: page.getByRole('heading', { name: es.TEXT_CONTACT_FORM_TITLE }) });
    await form.getByRole('button', { name: es.BUTTON_CONTACT_SEND }).click();
    const name = form.getByRole('textbox', { name: new RegExp(`^${es.INPUT_CONTACT_NAME_LABEL}`) });
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByText(es.ERROR_FORM_REQUIRED).count()).toBe(4);
    // Focus goes to the first invalid field, which names its error.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    const describedBy = (await name.getAttribute('aria-describedby'))!;
    expect(await page.locator(`[id="${describedBy.split(' ')[0]}"]`).textContent()).toBe(es.ERROR_FORM_REQUIRED);

    await name.fill('Rita Gómez');
    await form.getByRole('textbox', { name: new RegExp(`^${es.INPUT_EMAIL_ADDRESS_LABEL}`) }).fill('rita.example.com');
    await form.getByRole('textbox', { name: new RegExp(`^${es.INPUT_CONTACT_SUBJECT_LABEL}`) }).fill('Pastillas para un Gol Trend');
    await form.getByRole('textbox', { name: new RegExp(`^${es.INPUT_CONTACT_MESSAGE_LABEL}`) }).fill('Corto');
    await form.getByRole('button', { name: es.BUTTON_CONTACT_SEND }).click();
    await form.getByText(es.ERROR_FORM_INCORRECT_EMAIL).waitFor();
    expect(await form.getByText(es.ERROR_FORM_TOO_SHORT.replace('{{min}}', '10')).count()).toBe(1);
    expect(await form.getByText(es.ERROR_FORM_REQUIRED).count()).toBe(0);
    await saveScreenshot(page, 'contact-errors-1366');

    await form.getByRole('textbox', { name: new RegExp(`^${es.INPUT_EMAIL_ADDRESS_LABEL}`) }).fill('rita@example.com');
    await form.getByRole('textbox', { name: new RegExp(`^${es.INPUT_CONTACT_MESSAGE_LABEL}`) }).fill('¿Tienen pastillas delanteras para un Gol Trend 2012?');
    await form.getByRole('button', { name: es.BUTTON_CONTACT_SEND }).click();
    const status = page.getByRole('status').filter({ hasText: es.TEXT_CONTACT_SENT_TITLE });
    await status.waitFor();
    expect(await status.textContent()).toContain('rita@example.com');
    const stored = await sb.shop.server.services.db.query<{ email: string; subject: string }>('select email, subject from contact_messages order by id desc limit 1');
    expect(stored.rows[0]).toEqual({ email: 'rita@example.com', subject: 'Pastillas para un Gol Trend' });
    await saveScreenshot(page, 'contact-sent-1366');
  }, 90_000);

  it('each site page shows its content at 375 px without sideways scrolling', async () => {
    const page = await sb.newPage(MOBILE);
    const expectations: Record<string, string> = {
      '/site/about-us': es.TEXT_ABOUT_CATALOGUE_TITLE,
      '/site/contact-us-v1': es.TEXT_CONTACT_FORM_TITLE,
      '/site/contact-us-v2': es.TEXT_CONTACT_OPENING_HOURS,
      '/site/terms': es.TEXT_TERMS_RETURNS_TITLE,
      '/site/faq': es.TEXT_FAQ_GROUP_ACCOUNT,
      '/site/typography': es.TEXT_TYPO_TABLE,
    };
    for (const url of SITE_PAGES) {
      await openPage(page, url);
      await page.getByRole('heading', { level: 2, name: new RegExp(expectations[url]) }).first().waitFor();
      expect({ url, width: await page.evaluate(() => document.documentElement.scrollWidth) }).toEqual({ url, width: 375 });
      await saveScreenshot(page, `site${url.replace(/\//g, '-')}-375`, true);
    }
    // The second contact page draws the location.
    await openPage(page, '/site/contact-us-v2');
    await page.getByRole('img', { name: /Av\. Corrientes/ }).waitFor();
  }, 120_000);

  it('has no serious or critical axe violations on any site page, with an answer of the FAQ open, also right to left', async () => {
    const page = await newAuditPage(sb);
    for (const url of SITE_PAGES) {
      await openPage(page, url);
      await page.locator('main h2').first().waitFor();
      if (url === '/site/faq') await page.getByRole('button', { name: es.TEXT_FAQ_FITMENT_VIN_QUESTION }).click();
      expect({ url, violations: await seriousAxeViolations(page) }).toEqual({ url, violations: [] });
    }
    await openPage(page, '/site/contact-us-v2?lang=en-RTL');
    await page.locator('html[dir="rtl"]').waitFor({ state: 'attached' });
    await page.locator('#contact-form-title').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'contact-two-rtl', true);
    await page.close();
  }, 120_000);
});
