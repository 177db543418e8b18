import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { startArcaStandIn, type ArcaStandIn } from '../../fixtures/arca/index.ts';
import { startMercadoPagoStandIn, type MercadoPagoStandIn } from '../../fixtures/mercadopago/index';
import { openPostgres } from '../../server/db/postgres';
import type { Queryable } from '../../server/db';
import { STAND_IN_CUIT } from '../../server/invoice/settings';
import { createTempPgDatabase, TEST_DATABASE_URL, type TempPgDatabase } from '../helpers/pg';
import { Shopper, startTestShop, type TestShop } from '../helpers/shop';
import { addressInput, PRODUCTS } from '../shopper/helpers';
import { freshDataDir, killStrayGateways, startGateway, type GatewayProcess } from './support/gateway';

/**
 * 100 orders paid at once through Mercado Pago get 100 invoices numbered 1..100 by ARCA (its
 * stand-in checks that every number follows the last), with no gap and no duplicate: on the
 * embedded database, and on PostgreSQL with two gateway processes of which one is killed (-9) while
 * issuing. What the killed gateway held is settled by the other: a number it had sent is asked of
 * ARCA (FECompConsultar) before anything else is numbered.
 */
const ORDERS = 100;

/** Places `ORDERS` WALLET orders, spread over `urls`, and returns their Mercado Pago preference ids. */
async function placeOrders(urls: string[], key: string): Promise<string[]> {
  const prefs: string[] = [];
  // Ten shoppers at a time: the machine is small and shared.
  for (let start = 0; start < ORDERS; start += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, ORDERS - start) }, async (_, k) => {
        const i = start + k;
        const s = new Shopper(urls[i % urls.length]);
        const added = await s.gql('mutation A($p: ID!) { addToCart(productId: $p, quantity: 1) { quantity } }', { p: PRODUCTS.oil });
        expect(added.errors).toBeUndefined();
        const placed = await s.gql<{ checkout: { token: string } }>('mutation C($input: CheckoutInput!) { checkout(input: $input) { token } }', {
          input: { shippingAddress: { address: addressInput() }, billingSameAsShipping: true, payment: 'WALLET', idempotencyKey: `${key}-${i}` },
        });
        expect(placed.errors).toBeUndefined();
        const pay = await s.gql<{ startPayment: { url: string } }>('mutation($t: String!) { startPayment(token: $t) { url } }', { t: placed.data!.checkout.token });
        expect(pay.errors).toBeUndefined();
        return new URL(pay.data!.startPayment.url).searchParams.get('pref_id') ?? '';
      }),
    );
    prefs.push(...batch);
  }
  return prefs;
}

/** The shopper approves every payment at once on Mercado Pago's page; each approval notifies its gateway. */
async function approveAll(mp: MercadoPagoStandIn, prefs: string[]): Promise<void> {
  const answers = await Promise.all(
    prefs.map((pref_id) =>
      fetch(`${mp.url}/checkout/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ pref_id, outcome: 'approved' }).toString(),
        redirect: 'manual',
      }),
    ),
  );
  expect(answers.every((a) => a.status === 303)).toBe(true);
}

async function approvedCount(db: Queryable): Promise<number> {
  const r = await db.query<{ n: number }>(`select count(*)::int as n from invoices where kind = 'INVOICE' and state = 'APPROVED'`);
  return r.rows[0].n;
}

/** Waits until every order's invoice is authorised (or `ms` passed). */
async function allApproved(db: Queryable, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while ((await approvedCount(db)) < ORDERS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
}

/** The shop's numbers and ARCA's: 1..100 each, the same CAE for each number. */
async function checkNumbering(db: Queryable, arca: ArcaStandIn, label: string, started: number): Promise<void> {
  const r = await db.query<{ number: string | number; cae: string; state: string; updated_at: Date | string }>(
    `select number, cae, state, updated_at from invoices where kind = 'INVOICE' and voucher_type = 6 order by number`,
  );
  const ours = r.rows.map((row) => Number(row.number));
  const atArca = arca.store.vouchersOf(STAND_IN_CUIT, 1, 6);
  expect(r.rows.every((row) => row.state === 'APPROVED')).toBe(true);
  expect(ours).toEqual(Array.from({ length: ORDERS }, (_, i) => i + 1));
  expect(atArca.map((v) => v.number)).toEqual(ours);
  expect(atArca.map((v) => v.cae)).toEqual(r.rows.map((row) => row.cae));
  const seconds = (Math.max(...r.rows.map((row) => new Date(row.updated_at).getTime())) - started) / 1000;
  console.log(`[invoice numbering] ${label}: ${ORDERS} orders paid at once, ${ours.length} invoices B numbered ${ours[0]}..${ours.at(-1)}, no gap, no duplicate, the same ${atArca.length} at ARCA (sequence checked); last CAE ${seconds.toFixed(1)} s after the approvals`);
}

describe('invoice numbering on the embedded database', () => {
  let shop: TestShop | null = null;
  afterAll(async () => {
    await shop?.close();
  });

  it(`gives ${ORDERS} orders paid at once ${ORDERS} consecutive numbers`, async () => {
    shop = await startTestShop({ MERCADOPAGO_STANDIN: 'true', ARCA_STANDIN: 'true' });
    const { db } = shop.server.services;
    const arca = shop.server.services.invoices!.standIn!;
    expect(arca.store.switches.checkSequence).toBe(true);
    const prefs = await placeOrders([shop.url], 'pglite-numbering');
    const started = Date.now();
    await approveAll(shop.server.services.payments.standIn!, prefs);
    // Generous: the embedded database and the PDFs of the mails share one process, on a busy machine too.
    await allApproved(db, 400_000);
    await checkNumbering(db, arca, 'PGlite, one gateway', started);
  }, 600_000);
});

describe.skipIf(!TEST_DATABASE_URL)('invoice numbering with two gateways on one PostgreSQL, one killed while issuing', () => {
  let pg: TempPgDatabase | null = null;
  let arca: ArcaStandIn | null = null;
  let mp: MercadoPagoStandIn | null = null;
  const dataDirs: string[] = [];
  let gateways: GatewayProcess[] = [];
  afterAll(async () => {
    await Promise.all(gateways.map((g) => g.stop().catch(() => null)));
    killStrayGateways();
    await arca?.close();
    await mp?.close();
    await pg?.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it(`gives ${ORDERS} orders paid at once ${ORDERS} consecutive numbers`, async () => {
    pg = await createTempPgDatabase();
    // One ARCA and one Mercado Pago for both gateways, as in production.
    arca = await startArcaStandIn();
    mp = await startMercadoPagoStandIn({ webhookSecret: 'numbering-webhook-secret' });
    dataDirs.push(await freshDataDir('inv-a'), await freshDataDir('inv-b'));
    const env = {
      DATABASE_URL: pg.url,
      WEB_CONCURRENCY: '1',
      ARCA_STANDIN: 'true',
      ARCA_WSAA_URL: arca.wsaaUrl,
      ARCA_WSFE_URL: arca.wsfeUrl,
      // A killed gateway's hold on the numbering and on its jobs runs out in seconds, not minutes.
      ARCA_TIMEOUT_MS: '2000',
      ARCA_LEASE_MS: '5000',
      ARCA_WAIT_MS: '10000',
      MERCADOPAGO_STANDIN: 'true',
      MERCADOPAGO_STANDIN_URL: mp.url,
      MERCADOPAGO_STANDIN_TOKEN: mp.accessToken,
      MERCADOPAGO_WEBHOOK_SECRET: mp.webhookSecret,
    };
    gateways = [await startGateway({ ...env, DATA_DIR: dataDirs[0] })];
    gateways.push(await startGateway({ ...env, DATA_DIR: dataDirs[1] }));
    const db = await openPostgres(pg.url);
    try {
      const prefs = await placeOrders(gateways.map((g) => g.url), 'pg-numbering');
      const started = Date.now();
      await approveAll(mp, prefs);
      // Kill B (kill -9, by its pid) while it issues: some invoices are authorised and B holds a job.
      const victim = gateways[1];
      const deadline = Date.now() + 60_000;
      let killedAt = -1;
      while (Date.now() < deadline) {
        const held = await db.query<{ n: number }>(`select count(*)::int as n from jobs where kind = 'invoice.issue' and done_at is null and leased_by like $1`, [`%:${victim.pid}:%`]);
        const approved = await approvedCount(db);
        if (approved >= 10 && held.rows[0].n > 0) {
          await victim.crash();
          killedAt = approved;
          break;
        }
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(killedAt).toBeGreaterThanOrEqual(10);
      expect(killedAt).toBeLessThan(ORDERS);
      await allApproved(db, 180_000);
      await checkNumbering(db, arca, `PostgreSQL, two gateways, one killed (-9) after ${killedAt} invoices`, started);
      const pending = await db.query<{ n: number }>(`select count(*)::int as n from invoices where state <> 'APPROVED'`);
      expect(pending.rows[0].n).toBe(0);
    } finally {
      await db.close();
    }
  }, 600_000);
});
