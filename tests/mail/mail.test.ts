import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { money } from '../../server/mail/render';
import { startTestShop, type Shopper, type TestShop } from '../helpers/shop';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';
import { addToCart, errorCode, ok, PRODUCTS, register, signIn, uniqueEmail } from '../shopper/helpers';
import { guestCheckout } from '../shopper/checkout-suite';

let sink: SmtpSink;
let shop: TestShop;
beforeAll(async () => {
  sink = await startSmtpSink();
  shop = await startTestShop({ SMTP_URL: sink.url, SHOP_CONTACT_EMAIL: 'consultas@autopartesdelsur.com.ar', MAIL_RETRY_SECONDS: '1' });
});
afterAll(async () => {
  await shop?.close();
  await sink?.close();
});

const RESET = 'mutation($email: String!) { requestPasswordReset(email: $email) }';
const SET = 'mutation($token: String!, $password: String!) { resetPassword(token: $token, newPassword: $password) }';

/** The token of the reset link in a message. */
function resetToken(text: string): string {
  const token = /\/account\/reset-password\?token=([\w-]{43})/.exec(text)?.[1];
  if (!token) throw new Error(`no reset link in: ${text}`);
  return token;
}

describe('e-mail over SMTP', () => {
  it('sends one order confirmation with the order number and total, and the contact form to the shop and a copy to the sender', async () => {
    const s = shop.shopper();
    const email = uniqueEmail('confirmacion');
    ok(await addToCart(s, PRODUCTS.battery, 2));
    const order = ok(await guestCheckout(s, 'mail-order-key-1', { email })).checkout;
    // The same attempt again answers the same order and queues nothing more.
    ok(await guestCheckout(s, 'mail-order-key-1', { email }));

    const [mail] = await sink.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toBe(`Recibimos tu pedido N.º ${order.number}`);
    expect(mail.from).toBe('ventas@autopartesdelsur.com.ar');
    expect(mail.text).toContain(`Total: ${money('es', order.total)}`);
    expect(mail.text).toContain(`/shop/order-success?token=${order.token}`);
    expect(mail.text).toContain('Factura B');
    expect(mail.text).toContain('DNI 30.123.456 · Consumidor final');
    expect(mail.html).toContain('src="cid:shop-logo@autopartesdelsur"');
    expect(mail.raw).toMatch(/Content-Id: <shop-logo@autopartesdelsur>/i);
    // Marked sent once the server accepted it (just after it did).
    const outbox = async () =>
      (
        await shop.server.services.db.query<{ n: number; sent: number }>(
          `select count(*)::int as n, count(sent_at)::int as sent from mail_outbox where kind = 'order-confirmation' and to_address = $1`,
          [email],
        )
      ).rows[0];
    await expect.poll(outbox).toEqual({ n: 1, sent: 1 });

    const sender = uniqueEmail('consulta');
    ok(await s.gql('mutation($i: ContactMessageInput!) { sendContactMessage(input: $i) { id } }', {
      i: { name: 'Julián Pérez', email: sender, subject: 'Filtro para Gol Trend', message: '¿Tienen el filtro de aire para un Gol Trend 2012?' },
    }));
    const [toShop] = await sink.waitFor((m) => m.to.includes('consultas@autopartesdelsur.com.ar'));
    expect(toShop.headers['reply-to']).toBe(sender);
    expect(toShop.text).toContain('¿Tienen el filtro de aire para un Gol Trend 2012?');
    const [copy] = await sink.waitFor((m) => m.to.includes(sender));
    expect(copy.subject).toBe('Recibimos tu mensaje: Filtro para Gol Trend');
  }, 30_000);

  it('sends a password reset link that works once, and not after 30 minutes; the same answer for an unknown email; limited per email', async () => {
    const email = uniqueEmail('olvido');
    const owner = shop.shopper();
    ok(await register(owner, email, 'clave-vieja'));
    const elsewhere = shop.shopper();
    ok(await signIn(elsewhere, email, 'clave-vieja'));

    const stranger = shop.shopper();
    expect(ok(await stranger.gql<{ requestPasswordReset: boolean }>(RESET, { email: uniqueEmail('nadie') })).requestPasswordReset).toBe(true);
    expect(ok(await stranger.gql<{ requestPasswordReset: boolean }>(RESET, { email: email.toUpperCase() }, { headers: { referer: `${shop.url}/en/account/forgot-password` } })).requestPasswordReset).toBe(true);
    const [mail] = await sink.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toBe('Choose a new password');
    const token = resetToken(mail.text);
    expect(mail.text).toContain(`${shop.url}/en/account/reset-password?token=${token}`);
    // Only the token's digest is stored, and the sent message's body is blanked.
    const stored = async () =>
      (
        await shop.server.services.db.query<{ hashes: string; bodies: string | null }>(
          `select (select string_agg(token_hash, ',') from password_resets) as hashes,
                  (select string_agg(text || html, ',') from mail_outbox where kind = 'password-reset' and to_address = $1 and sent_at is not null) as bodies`,
          [email],
        )
      ).rows[0];
    await expect.poll(async () => (await stored()).bodies).toBeTruthy();
    expect((await stored()).hashes).not.toContain(token);
    expect((await stored()).bodies).not.toContain(token);

    expect(ok(await stranger.gql<{ resetPassword: boolean }>(SET, { token, password: 'clave-nueva' })).resetPassword).toBe(true);
    expect(errorCode(await stranger.gql(SET, { token, password: 'otra-clave' }))).toBe('PASSWORD_RESET_INVALID');
    // The account's sessions ended; the new password signs in, the old one no longer.
    expect(ok(await elsewhere.gql<{ me: null }>('{ me { id } }')).me).toBeNull();
    expect(ok(await owner.gql<{ me: null }>('{ me { id } }')).me).toBeNull();
    expect(errorCode(await signIn(shop.shopper(), email, 'clave-vieja'))).toBe('AUTH_WRONG_PASSWORD');
    ok(await signIn(shop.shopper(), email, 'clave-nueva'));

    // A link 29 minutes old still works; 31 minutes old it does not.
    ok(await stranger.gql(RESET, { email }));
    const [, second] = await sink.waitFor((m) => m.to.includes(email), 2);
    const later = resetToken(second.text);
    const age = (minutes: number) =>
      shop.server.services.db.query(
        `update password_resets set created_at = now() - ($1::int * interval '1 minute'), expires_at = now() + ((30 - $1::int) * interval '1 minute') where used_at is null`,
        [minutes],
      );
    const valid = async (t: string) => ok(await stranger.gql<{ passwordResetValid: boolean }>('query($t: String!) { passwordResetValid(token: $t) }', { t })).passwordResetValid;
    await age(29);
    expect(await valid(later)).toBe(true);
    await age(31);
    expect(await valid(later)).toBe(false);
    expect(errorCode(await stranger.gql(SET, { token: later, password: 'clave-tardia' }))).toBe('PASSWORD_RESET_INVALID');

    // Three requests per email within the window: the fourth is refused whoever asks.
    expect(errorCode(await shop.shopper().gql(RESET, { email }))).toBeUndefined();
    const refused = await shop.shopper().gql(RESET, { email });
    expect(errorCode(refused)).toBe('AUTH_TOO_MANY_ATTEMPTS');
    expect(refused.status).toBe(429);
  }, 40_000);
});

describe('the outbox', () => {
  it('keeps what the mail server refused across a gateway restart and sends it once the server takes mail again', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-outbox-'));
    const env = { SMTP_URL: sink.url, MAIL_RETRY_SECONDS: '1' };
    const email = uniqueEmail('reinicio');
    sink.refuseWith = 'mailbox busy, try later';
    let first: TestShop | null = await startTestShop(env, { dataDir });
    try {
      const s: Shopper = first.shopper();
      ok(await addToCart(s, PRODUCTS.oil, 1));
      const order = ok(await guestCheckout(s, 'outbox-restart-1', { email })).checkout;
      const attempted = async () =>
        (await first!.server.services.db.query<{ attempts: number; sent: boolean }>(`select j.attempts, m.sent_at is not null as sent from mail_outbox m join jobs j on j.kind = 'mail' and j.dedupe_key = 'mail:' || m.id where m.to_address = $1`, [email])).rows[0];
      await expect.poll(attempted, { timeout: 10_000 }).toMatchObject({ sent: false });
      await expect.poll(async () => (await attempted()).attempts, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
      // Readiness says mail is not going out, and why, without taking the gateway out.
      const readyFirst = first;
      const mailCheck = async () => {
        const ready = await fetch(`${readyFirst.url}/readyz`);
        const check = ((await ready.json()) as { checks: { name: string; status: string; reason?: string }[] }).checks.find((c) => c.name === 'mail');
        return { http: ready.status, ...check };
      };
      await expect.poll(mailCheck, { timeout: 10_000 }).toMatchObject({ http: 200, status: 'degraded', reason: expect.stringMatching(/e-mails are not going out since .*mailbox busy/) });
      await first.close();
      first = null;

      sink.refuseWith = null;
      const second = await startTestShop(env, { dataDir });
      try {
        const [mail] = await sink.waitFor((m) => m.to.includes(email));
        expect(mail.subject).toBe(`Recibimos tu pedido N.º ${order.number}`);
        const rows = async () => (await second.server.services.db.query<{ sent: boolean }>(`select sent_at is not null as sent from mail_outbox where to_address = $1`, [email])).rows;
        await expect.poll(rows).toEqual([{ sent: true }]);
        const checks = ((await (await fetch(`${second.url}/readyz`)).json()) as { checks: { name: string; status: string }[] }).checks;
        expect(checks.find((c) => c.name === 'mail')).toMatchObject({ status: 'ok' });
      } finally {
        await second.close();
      }
    } finally {
      sink.refuseWith = null;
      await first?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    expect(sink.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
  }, 40_000);
});
