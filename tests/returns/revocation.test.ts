import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type Shopper, type TestShop } from '../helpers/shop';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';
import { addToCart, errorCode, ok, PRODUCTS, uniqueEmail } from '../shopper/helpers';
import { guestCheckout, type OrderShape } from '../shopper/checkout-suite';
import { createTempPgDatabase, TEST_DATABASE_URL } from '../helpers/pg';


const REVOKE = `mutation($input: OrderRevocationInput!) {
  requestOrderRevocation(input: $input) { code orderNumber requestedAt termStartsAt termEndsAt withinTerm state }
}`;

interface RevocationShape {
  code: string;
  orderNumber: number;
  requestedAt: string;
  termStartsAt: string;
  termEndsAt: string;
  withinTerm: boolean;
  state: string;
}

const revoke = (s: Shopper, orderNumber: number, email: string, referer?: string) =>
  s.gql<{ requestOrderRevocation: RevocationShape }>(REVOKE, { input: { orderNumber, email } }, referer ? { headers: { referer } } : undefined);

/** The shopper's side of revoking a purchase, against the database `env` names. */
function revocationSuite(label: string, env: () => Promise<{ env: Record<string, string>; cleanup?: () => Promise<void> }>): void {
  let sink: SmtpSink;
  let shop: TestShop;
  let cleanup: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const db = await env();
    cleanup = db.cleanup;
    sink = await startSmtpSink();
    shop = await startTestShop({ ...db.env, SMTP_URL: sink.url, MAIL_RETRY_SECONDS: '1' });
  });
  afterAll(async () => {
    await shop?.close();
    await sink?.close();
    await cleanup?.();
  });

  let orders = 0;
  async function placeOrder(s: Shopper, prefix: string): Promise<OrderShape & { email: string }> {
    const email = uniqueEmail(prefix);
    ok(await addToCart(s, PRODUCTS.battery, 1));
    orders += 1;
    const order = ok(await guestCheckout(s, `revocation-${prefix}-${orders}`, { email })).checkout;
    return { ...order, email };
  }

  async function revocationRows(orderNumber: number) {
    return (
      await shop.server.services.db.query<{ code: string; within_term: boolean; state: string }>(
        'select r.code, r.within_term, r.state from order_revocations r join orders o on o.id = r.order_id where o.number = $1',
        [orderNumber],
      )
    ).rows;
  }

  describe(`the Botón de arrepentimiento (${label})`, () => {
    it('gives a readable code at once, e-mails it, shows it on the order, and answers the same code when asked again', async () => {
      const s = shop.shopper();
      const order = await placeOrder(s, 'arrepentido');

      // A guest elsewhere, without the order's session, with the e-mail written differently.
      const guest = shop.shopper();
      const first = ok(await revoke(guest, order.number, `  ${order.email.toUpperCase()} `)).requestOrderRevocation;
      expect(first.code).toMatch(/^ARR-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
      expect(first).toMatchObject({ orderNumber: order.number, withinTerm: true, state: 'REQUESTED' });
      expect(new Date(first.termEndsAt).getTime()).toBeGreaterThan(Date.now() + 9 * 24 * 3600 * 1000);

      const [mail] = await sink.waitFor((m) => m.to.includes(order.email) && m.subject.includes('arrepentimiento'));
      expect(mail.subject).toBe(`Recibimos tu arrepentimiento del pedido N.º ${order.number}: código ${first.code}`);
      expect(mail.text).toContain(first.code);
      expect(mail.text).toContain('dentro del plazo legal');

      const again = ok(await revoke(shop.shopper(), order.number, order.email)).requestOrderRevocation;
      expect(again).toEqual(first);
      expect(await revocationRows(order.number)).toEqual([{ code: first.code, within_term: true, state: 'requested' }]);
      const mails = await shop.server.services.db.query<{ n: number }>(
        `select count(*)::int as n from mail_outbox where kind = 'order-revocation' and to_address = $1`,
        [order.email],
      );
      expect(mails.rows[0].n).toBe(1);

      // The shopper's order page (by its link, and by number and e-mail) tells the revocation.
      const view = ok(await s.gql<{ orderByToken: { revocation: { code: string; requestedAt: string } | null } }>(
        'query($t: String!) { orderByToken(token: $t) { revocation { code requestedAt } } }',
        { t: order.token },
      ));
      expect(view.orderByToken.revocation).toEqual({ code: first.code, requestedAt: first.requestedAt });
    }, 30_000);

    it('answers one code to requests sent at the same moment, and e-mails it once', async () => {
      const order = await placeOrder(shop.shopper(), 'simultaneo');
      const answers = await Promise.all([0, 1, 2].map(() => revoke(shop.shopper(), order.number, order.email)));
      const codes = new Set(answers.map((a) => ok(a).requestOrderRevocation.code));
      expect(codes.size).toBe(1);
      expect(await revocationRows(order.number)).toHaveLength(1);
      const mails = await shop.server.services.db.query<{ n: number }>(
        `select count(*)::int as n from mail_outbox where kind = 'order-revocation' and to_address = $1`,
        [order.email],
      );
      expect(mails.rows[0].n).toBe(1);
    });

    it('states the right, with the page of the button, in the order confirmation', async () => {
      const order = await placeOrder(shop.shopper(), 'derecho');
      const [mail] = await sink.waitFor((m) => m.to.includes(order.email) && m.subject.startsWith('Recibimos tu pedido'));
      expect(mail.text).toContain('10 días corridos');
      expect(mail.text).toContain(`${shop.url}/site/arrepentimiento`);
    }, 30_000);

    it('answers REVOCATION_ORDER_NOT_FOUND alike for a wrong e-mail and an unknown number, and revokes nothing', async () => {
      const order = await placeOrder(shop.shopper(), 'ajeno');
      const wrongEmail = await revoke(shop.shopper(), order.number, uniqueEmail('otro'));
      const unknownNumber = await revoke(shop.shopper(), 2_000_000_000, order.email);
      expect(errorCode(wrongEmail)).toBe('REVOCATION_ORDER_NOT_FOUND');
      expect(errorCode(unknownNumber)).toBe('REVOCATION_ORDER_NOT_FOUND');
      expect(wrongEmail.errors?.[0]?.message).toBe(unknownNumber.errors?.[0]?.message);
      expect(await revocationRows(order.number)).toEqual([]);
    });

    it('records a request past the 10 days with withinTerm false, and says so in the shopper language', async () => {
      const order = await placeOrder(shop.shopper(), 'tarde');
      // Delivered (completed) and placed 15 days ago.
      await shop.server.services.db.query(`update orders set status = 'DELIVERED', created_at = now() - interval '15 days' where number = $1`, [order.number]);
      const late = ok(await revoke(shop.shopper(), order.number, order.email, `${shop.url}/en/site/arrepentimiento`)).requestOrderRevocation;
      expect(late.withinTerm).toBe(false);
      expect(new Date(late.termEndsAt).getTime()).toBeLessThan(Date.now());
      expect(await revocationRows(order.number)).toEqual([{ code: late.code, within_term: false, state: 'requested' }]);
      const [mail] = await sink.waitFor((m) => m.to.includes(order.email) && m.subject.includes('revocation'));
      expect(mail.subject).toBe(`We received your revocation of order No. ${order.number}: code ${late.code}`);
      expect(mail.text).toContain('after the legal term');
    }, 30_000);

    it('limits the requests of one address like the contact form', async () => {
      const s = shop.shopper();
      const answers = [];
      for (let i = 0; i < 12; i += 1) answers.push(errorCode(await revoke(s, 1_999_999_000 + i, 'nadie@example.com')));
      expect(answers).toContain('REVOCATION_TOO_MANY_REQUESTS');
      expect(answers[0]).toBe('REVOCATION_ORDER_NOT_FOUND');
    });
  });
}

revocationSuite('PGlite', async () => ({ env: {} }));

describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL', () => {
  revocationSuite('PostgreSQL', async () => {
    const db = await createTempPgDatabase();
    return { env: { DATABASE_URL: db.url }, cleanup: () => db.drop() };
  });
});
