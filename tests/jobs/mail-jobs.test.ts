import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadLettersCommand } from '../../server/jobs';
import { startTestShop, type TestShop } from '../helpers/shop';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';
import { addToCart, ok, PRODUCTS, uniqueEmail } from '../shopper/helpers';
import { guestCheckout } from '../shopper/checkout-suite';

let sink: SmtpSink;
let shop: TestShop;
beforeAll(async () => {
  sink = await startSmtpSink();
  shop = await startTestShop({ SMTP_URL: sink.url, MAIL_RETRY_SECONDS: '1' });
});
afterAll(async () => {
  await shop?.close();
  await sink?.close();
});

/** One figure of /metrics (0 when the series is not there). */
async function metric(series: string): Promise<number> {
  const text = await (await fetch(`${shop.url}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('e-mail as jobs', () => {
  it('keeps a message the mail server refused for good as a dead job, lists it, and sends it once retried', async () => {
    const db = shop.server.services.db;
    const email = uniqueEmail('rechazo');
    sink.refuseWith = 'mailbox unavailable';
    sink.refuseCode = 550;
    try {
      const s = shop.shopper();
      ok(await addToCart(s, PRODUCTS.battery, 1));
      const order = ok(await guestCheckout(s, 'dead-mail-1', { email })).checkout;

      // Refused for good at the first attempt: dead, not tried again, and the shop still ready.
      await expect.poll(() => metric('jobs_dead{kind="mail"}'), { timeout: 10_000 }).toBe(1);
      expect(await metric('jobs_failed_total{kind="mail"}')).toBe(1);
      expect(await metric('jobs_done_total{kind="mail"}')).toBe(0);
      const ready = (await (await fetch(`${shop.url}/readyz`)).json()) as { checks: { name: string; status: string }[] };
      expect(ready.checks.find((c) => c.name === 'mail')).toMatchObject({ status: 'ok' });
      const devMail = await (await fetch(`${shop.url}/dev/mail`)).text();
      expect(devMail).toContain(`Recibimos tu pedido N.º ${order.number}`);
      expect(devMail).toMatch(/failed: [^<]*mailbox unavailable/);

      // `npm run jobs:dead` lists it with its error, and puts it back.
      const listed = await deadLettersCommand(db, ['--kind', 'mail']);
      expect(listed).toMatch(/^Dead jobs: 1 \(mail 1\)/);
      expect(listed).toMatch(/after 1 attempt /);
      expect(listed).toContain('mailbox unavailable');
      const id = /^#(\d+) {2}mail/m.exec(listed)?.[1];
      expect(id).toBeDefined();
      // Its payload names the message, which /dev/mail shows.
      const mailId = /payload {2}\{"mailId":"(\d+)"\}/.exec(listed)?.[1];
      const shown = await (await fetch(`${shop.url}/dev/mail/${mailId}/text`)).text();
      expect(shown).toContain(`To: ${email}\nSubject: Recibimos tu pedido N.º ${order.number}`);

      sink.refuseWith = null;
      expect(await deadLettersCommand(db, ['--retry', id!])).toMatch(/^1 dead job put back in the queue/);
      const [mail] = await sink.waitFor((m) => m.to.includes(email), 1, 15_000);
      expect(mail.subject).toBe(`Recibimos tu pedido N.º ${order.number}`);
      await expect.poll(() => metric('jobs_done_total{kind="mail"}')).toBe(1);
      // The stored counts are read again at most every half second: polled, not read once.
      await expect.poll(() => metric('jobs_dead{kind="mail"}')).toBe(0);
      await expect.poll(() => metric('jobs_queued{kind="mail"}')).toBe(0);
      expect(await metric('jobs_duration_seconds_count{kind="mail",outcome="done"}')).toBe(1);
      expect(await deadLettersCommand(db, [])).toBe('No dead job.');
    } finally {
      sink.refuseWith = null;
      sink.refuseCode = 451;
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(sink.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
  }, 40_000);

  it('refuses arguments it does not understand, with its usage', async () => {
    await expect(deadLettersCommand(shop.server.services.db, ['--retry'])).rejects.toThrow(/--retry needs job numbers\nUsage: npm run jobs:dead/);
    await expect(deadLettersCommand(shop.server.services.db, ['--everything'])).rejects.toThrow(/Not understood: --everything/);
  });
});
