/**
 * Checkout under load: rounds of concurrent checkouts from separate sessions (each with two cart
 * lines), on the embedded database and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) points to a
 * PostgreSQL server, on a fresh database there too. Prints orders per second and the latency of one
 * checkout (median and p95), and checks that the numbers came out consecutive.
 *
 *   npm run bench:checkout -- [concurrency=50] [rounds=4]
 */
import { createTempPgDatabase } from '../tests/helpers/pg';
import { startTestShop } from '../tests/helpers/shop';
import { addressInput, PRODUCTS } from '../tests/shopper/helpers';

const concurrency = Number(process.argv[2] ?? 50);
const rounds = Number(process.argv[3] ?? 4);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function run(label: string, env: Record<string, string>): Promise<void> {
  const shop = await startTestShop(env);
  try {
    const latencies: number[] = [];
    const numbers: number[] = [];
    let busy = 0;
    for (let round = 0; round < rounds; round++) {
      const shoppers = Array.from({ length: concurrency }, () => shop.shopper());
      for (const s of shoppers) {
        await s.gql(`mutation { a: addToCart(productId: "${PRODUCTS.battery}", quantity: 2) { quantity } b: addToCart(productId: "${PRODUCTS.oil}") { quantity } }`);
      }
      const started = performance.now();
      await Promise.all(
        shoppers.map(async (s, i) => {
          const t = performance.now();
          const answer = await s.gql<{ checkout: { number: number } }>('mutation($input: CheckoutInput!) { checkout(input: $input) { number } }', {
            input: { shippingAddress: { address: addressInput() }, payment: 'CASH_ON_DELIVERY', idempotencyKey: `bench-${round}-${i}-key` },
          });
          if (!answer.data) throw new Error(JSON.stringify(answer.errors));
          latencies.push(performance.now() - t);
          numbers.push(answer.data.checkout.number);
        }),
      );
      busy += performance.now() - started;
    }
    latencies.sort((a, b) => a - b);
    numbers.sort((a, b) => a - b);
    const consecutive = numbers.every((n, i) => i === 0 || n === numbers[i - 1] + 1);
    console.log(
      `${label.padEnd(10)} ${numbers.length} orders in ${rounds} rounds of ${concurrency} concurrent: ` +
        `${((numbers.length / busy) * 1000).toFixed(0)} orders/s, latency median ${percentile(latencies, 50).toFixed(0)} ms, ` +
        `p95 ${percentile(latencies, 95).toFixed(0)} ms; numbers ${numbers[0]}..${numbers[numbers.length - 1]} ${consecutive ? 'consecutive' : 'NOT consecutive'}`,
    );
  } finally {
    await shop.close();
  }
}

await run('PGlite', {});
if (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL) {
  process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL;
  const db = await createTempPgDatabase();
  try {
    await run('PostgreSQL', { DATABASE_URL: db.url });
  } finally {
    await db.drop();
  }
}
