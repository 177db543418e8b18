/**
 * Issuing invoices at once against the ARCA stand-in (its sequence checks on): N orders issued
 * together on the embedded database and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) points to a
 * PostgreSQL server, from two gateways (two connection pools) on a fresh database there. Prints the
 * time to a CAE (median, p95, max) and checks the numbers are consecutive with no gap or duplicate.
 *
 *   npm run bench:invoices -- [orders=100]
 */
import { startArcaStandIn } from '../fixtures/arca/index.ts';
import { insertOrder, invoiceContext, invoiceTestDb, SHOP_CUIT } from '../tests/helpers/invoice';
import { createTempPgDatabase } from '../tests/helpers/pg';
import type { Db } from '../server/db';
import { issueInvoice } from '../server/invoice';

const count = Number(process.argv[2] ?? 100);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function run(label: string, gateways: Db[]): Promise<void> {
  const standIn = await startArcaStandIn();
  try {
    const contexts = gateways.map((db) => invoiceContext(db, standIn));
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

const pglite = await invoiceTestDb();
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
