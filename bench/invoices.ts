/**
 * Issuing invoices at once against the ARCA stand-in (its sequence checks on): N orders issued
 * together on the embedded database and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) points to a
 * PostgreSQL server, from two gateways (two connection pools) on a fresh database there. Prints the
 * time to a CAE (median, p95, max) and checks the numbers are consecutive with no gap or duplicate.
 *
 * Then, on a whole shop (Mercado Pago's and ARCA's stand-ins), the time from a payment's approval
 * to its invoice's CAE: orders paid one after another, each approval sent to Mercado Pago's
 * stand-in, which notifies the shop, whose job asks ARCA for the CAE.
 *
 *   npm run bench:invoices -- [orders=100] [paid=20]
 */
import { startArcaStandIn } from '../fixtures/arca/index.ts';
import { insertOrder, invoiceContext, invoiceTestDb, SHOP_CUIT } from '../tests/helpers/invoice';
import { createTempPgDatabase } from '../tests/helpers/pg';
import { pgliteInMemory } from '../tests/helpers/pglite-template';
import type { Db } from '../server/db';
import { DEFAULT_ARCA_TIMEOUT_MS, issueInvoice } from '../server/invoice';
import { startTestShop } from '../tests/helpers/shop';
import { Shopper } from '../tests/helpers/shop';
import { addressInput, PRODUCTS } from '../tests/shopper/helpers';

const count = Number(process.argv[2] ?? 100);
const paid = Number(process.argv[3] ?? 20);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function run(label: string, gateways: Db[]): Promise<void> {
  const standIn = await startArcaStandIn();
  try {
    // The shop's own wait for ARCA, not the tests' 2 s: the issues are sent all at once, to a stand-in
    // in this process, and what is measured is how long they take.
    const contexts = gateways.map((db) => invoiceContext(db, standIn, { timeoutMs: DEFAULT_ARCA_TIMEOUT_MS }));
    const orders = await Promise.all(Array.from({ length: count }, () => insertOrder(gateways[0])));
    const started = performance.now();
    const latencies: number[] = [];
    const issued = await Promise.all(
      orders.map(async (id, i) => {
        const t0 = performance.now();
        const inv = await issueInvoice(contexts[i % contexts.length], {
          id,
          buyer: { documentType: null, documentNumber: '', ivaCondition: null, name: '' },
          lines: [{ description: 'Batería 12V 65Ah', unitPrice: 150_000_00, quantity: 1, ivaRate: 210 }],
          shipping: 5_000_00,
        });
        latencies.push(performance.now() - t0);
        return inv;
      }),
    );
    const elapsed = performance.now() - started;
    const numbers = issued.map((i) => i.number ?? 0).sort((a, b) => a - b);
    const consecutive = numbers.every((n, i) => n === i + 1) && issued.every((i) => i.state === 'APPROVED');
    const atArca = standIn.store.vouchersOf(SHOP_CUIT, 1, 6).map((v) => v.number);
    latencies.sort((a, b) => a - b);
    console.log(
      `${label}: ${count} invoices in ${(elapsed / 1000).toFixed(2)} s (${((count * 1000) / elapsed).toFixed(1)}/s); ` +
        `time to CAE median ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, max ${latencies[latencies.length - 1].toFixed(0)} ms; ` +
        `numbers 1..${numbers[numbers.length - 1]} ${consecutive && atArca.length === count ? 'consecutive, no gap, no duplicate' : 'NOT consecutive'}`,
    );
  } finally {
    await standIn.close();
  }
}

// The migrated embedded database in memory, from the machine's template.
const pglite = await pgliteInMemory();
await run('PGlite', [pglite]);
await pglite.close();

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) {
  process.env.TEST_DATABASE_URL = pgUrl;
  const temp = await createTempPgDatabase();
  const a = await invoiceTestDb(temp.url);
  const b = await invoiceTestDb(temp.url);
  await run('PostgreSQL, two gateways', [a, b]);
  await a.close();
  await b.close();
  await temp.drop();
}

/** Time from Mercado Pago's approval to the order's CAE, through the whole shop. */
async function caeAfterApproval(): Promise<void> {
  const shop = await startTestShop({ MERCADOPAGO_STANDIN: 'true', ARCA_STANDIN: 'true', LOG_LEVEL: 'error' });
  try {
    const mp = shop.server.services.payments.standIn!;
    const { db } = shop.server.services;
    const times: number[] = [];
    for (let i = 0; i < paid; i++) {
      const s = new Shopper(shop.url);
      await s.gql('mutation A($p: ID!) { addToCart(productId: $p, quantity: 1) { quantity } }', { p: PRODUCTS.battery });
      const placed = await s.gql<{ checkout: { id: string; token: string } }>('mutation C($input: CheckoutInput!) { checkout(input: $input) { id token } }', {
        input: { shippingAddress: { address: addressInput() }, billingSameAsShipping: true, payment: 'WALLET', idempotencyKey: `bench-cae-${i}` },
      });
      const order = placed.data!.checkout;
      const pay = await s.gql<{ startPayment: { url: string } }>('mutation($t: String!) { startPayment(token: $t) { url } }', { t: order.token });
      const prefId = new URL(pay.data!.startPayment.url).searchParams.get('pref_id') ?? '';
      const t0 = performance.now();
      await fetch(`${mp.url}/checkout/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ pref_id: prefId, outcome: 'approved' }).toString(),
        redirect: 'manual',
      });
      for (;;) {
        const r = await db.query<{ cae: string | null }>(`select cae from invoices where order_id = $1 and state = 'APPROVED'`, [order.id]);
        if (r.rows[0]?.cae) break;
        if (performance.now() - t0 > 30_000) throw new Error(`no CAE for order ${order.id} after 30 s`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const within = times.filter((t) => t <= 5000).length;
    console.log(
      `Whole shop (PGlite): payment approved -> CAE, ${paid} orders one after another: median ${percentile(times, 50).toFixed(0)} ms, ` +
        `p95 ${percentile(times, 95).toFixed(0)} ms, max ${times[times.length - 1].toFixed(0)} ms; ${within}/${paid} within 5 s`,
    );
  } finally {
    await shop.close();
  }
}

await caeAfterApproval();
