/**
 * The last units under a rush: a part with 10 units left, 100 shoppers with it in their carts check
 * out at once against two gateway workers (WEB_CONCURRENCY=2), while 20 other shoppers check out
 * other parts. Prints how many orders were placed (exactly 10 when stock holds), what the others
 * were answered, and the latency of the unrelated checkouts meanwhile (median, p95). On the
 * embedded database and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set, on PostgreSQL.
 *
 *   npm run bench:last-units -- [buyers=100] [others=20]
 */
import fs from 'node:fs';
import pg from 'pg';
import { createTempPgDatabase } from '../tests/helpers/pg';
import { Shopper } from '../tests/helpers/shop';
import { addressInput, PRODUCTS } from '../tests/shopper/helpers';
import { benchDataDir, startShopProcess } from './lib/shop-process';

const buyers = Number(process.argv[2] ?? 100);
const others = Number(process.argv[3] ?? 20);
const UNITS = 10;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * The directory of a gateway's sockets (its embedded database's among them), as its primary gave it
 * to its workers (SHOP_SOCKET_DIR): other shops started on the machine meanwhile have theirs beside it.
 */
function gatewaySocketDir(pid: number): string | null {
  for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
    for (const child of fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)) {
      try {
        const env = fs.readFileSync(`/proc/${child}/environ`, 'utf8').split('\0');
        const dir = env.find((v) => v.startsWith('SHOP_SOCKET_DIR='))?.slice('SHOP_SOCKET_DIR='.length);
        if (dir) return dir;
      } catch {
        // the process ended meanwhile
      }
    }
  }
  return null;
}

async function checkout(s: Shopper, key: string): Promise<{ ms: number; code: string }> {
  const t = performance.now();
  const answer = await s.gql<{ checkout: { number: number } }>('mutation($input: CheckoutInput!) { checkout(input: $input) { number } }', {
    input: { shippingAddress: { address: addressInput() }, payment: 'CASH_ON_DELIVERY', idempotencyKey: key },
  });
  const code = answer.data ? 'ORDER' : String(answer.errors?.[0]?.extensions?.code ?? answer.status);
  return { ms: performance.now() - t, code };
}

async function run(label: string, databaseUrl: string | null): Promise<void> {
  const dataDir = await benchDataDir('shop-bench-units-');
  const shop = await startShopProcess({
    WEB_CONCURRENCY: '2',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    GRAPHQL_TRUSTED_ONLY: 'false',
    RATE_LIMIT_CLIENT_REQUESTS: '0',
    RATE_LIMIT_ADDRESS_REQUESTS: '0',
    RATE_LIMIT_CLIENT_COST: '0',
    RATE_LIMIT_ADDRESS_COST: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  try {
    await shop.catalogueMs();
    const socketDir = databaseUrl ? null : gatewaySocketDir(shop.child.pid!);
    if (!databaseUrl && !socketDir) throw new Error('no worker of the gateway names its sockets directory');
    const connectionString = databaseUrl ?? `postgres://shop@${encodeURIComponent(socketDir ?? '')}:5432/shop`;
    const sql = new pg.Client({ connectionString });
    await sql.connect();
    await sql.query("update stock_levels set quantity = $2, reserved = 0 where part_id = $1 and warehouse_id = 'deposito-tienda'", [PRODUCTS.battery, UNITS]);
    await sql.query('update catalogue_writes set serial = serial + 1 where id = 1');
    // Both workers notice the write within their catalogue version's poll (5 s).
    await new Promise((r) => setTimeout(r, 6_000));

    const rush = Array.from({ length: buyers }, () => new Shopper(shop.url));
    const calm = Array.from({ length: others }, () => new Shopper(shop.url));
    for (const s of rush) await s.gql(`mutation { addToCart(productId: "${PRODUCTS.battery}") { quantity } }`);
    for (const s of calm) await s.gql(`mutation { addToCart(productId: "${PRODUCTS.oil}") { quantity } }`);

    const started = performance.now();
    const [rushed, unrelated] = await Promise.all([
      Promise.all(rush.map((s, i) => checkout(s, `rush-${i}-key`))),
      Promise.all(calm.map((s, i) => checkout(s, `calm-${i}-key`))),
    ]);
    const wall = performance.now() - started;
    const codes = new Map<string, number>();
    for (const r of rushed) codes.set(r.code, (codes.get(r.code) ?? 0) + 1);
    const left = await sql.query<{ quantity: number; reserved: number }>(
      "select quantity, reserved from stock_levels where part_id = $1 and warehouse_id = 'deposito-tienda'",
      [PRODUCTS.battery],
    );
    await sql.end();
    const calmMs = unrelated.map((r) => r.ms).sort((a, b) => a - b);
    const calmOk = unrelated.filter((r) => r.code === 'ORDER').length;
    console.log(
      `${label.padEnd(10)} ${buyers} checkouts of the last ${UNITS} units on 2 workers: ${[...codes].map(([c, n]) => `${c} ${n}`).join(', ')}; ` +
        `units left ${left.rows[0]?.quantity} (reserved ${left.rows[0]?.reserved}); ${wall.toFixed(0)} ms in all. ` +
        `Unrelated checkouts meanwhile: ${calmOk}/${others} placed, median ${percentile(calmMs, 50).toFixed(0)} ms, p95 ${percentile(calmMs, 95).toFixed(0)} ms`,
    );
  } finally {
    await shop.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await run('embedded', null);
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) {
  process.env.TEST_DATABASE_URL ??= pgUrl;
  const db = await createTempPgDatabase();
  try {
    await run('PostgreSQL', db.url);
  } finally {
    await db.drop();
  }
}
