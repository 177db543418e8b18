/**
 * Shipping quotes against the carriers' stand-in, with Andreani, MiCorreo and OCA each answering
 * every call in 150 ± 50 ms: the quotes of one cart to Buenos Aires, Córdoba and Ushuaia, then the
 * latency of a quote cold (every carrier asked, in parallel) and cached (median and p95), and the
 * time to the flat rate when every carrier times out; then the same through the shop's API
 * (`shippingQuote` of a cart over HTTP, a started shop with its stand-in at the same latency).
 *
 *   npm run bench:shipping -- [cold=40] [cached=2000]
 */
import { createShipping, loadShippingConfig, type ParcelLine, type QuoteResult } from '../server/shipping/index';
import { startTestShop } from '../tests/helpers/shop';

const coldRounds = Number(process.argv[2] ?? 40);
const cachedRounds = Number(process.argv[3] ?? 2000);

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 0)} ms`;
const pesos = (centavos: number) => new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS' }).format(centavos / 100);

function summary(label: string, samples: number[]): void {
  const sorted = [...samples].sort((a, b) => a - b);
  console.log(`${label.padEnd(34)} n=${String(sorted.length).padStart(5)}  median ${ms(percentile(sorted, 50)).padStart(9)}  p95 ${ms(percentile(sorted, 95)).padStart(9)}  max ${ms(sorted[sorted.length - 1]).padStart(9)}`);
}

const config = loadShippingConfig({ NODE_ENV: 'development', SHIPPING_STANDIN: 'true' });
const shipping = await createShipping(config, null);
const standIn = shipping.standIn;
if (!standIn) throw new Error('the carriers stand-in did not start');
const cart: ParcelLine[] = [
  { quantity: 1, category: 'brake-disc-pair' },
  { quantity: 2, category: 'filter' },
  { quantity: 1, category: 'default' },
];

async function quote(postcode: string, declaredValueCentavos: number): Promise<QuoteResult> {
  const answer = await shipping.quotes.quote({ postcode, lines: cart, declaredValueCentavos });
  if (!answer.ok) throw new Error(`${postcode}: ${answer.problem}`);
  return answer.result;
}

try {
  standIn.set('all', { fault: 'none', latencyMs: 150, jitterMs: 50 });
  // Log in to the carriers once, as a running shop has.
  await quote('1000', 1);

  console.log(`Cart: 1 brake disc pair, 2 filters, 1 other part; declared AR$ 185.000; origin ${config.originPostcode}`);
  const cities = await Promise.all(['C1425DKB', '5000', '9410'].map((p) => quote(p, 18_500_000)));
  for (const r of cities) {
    console.log(`  ${r.area.postcode} ${r.area.locality ?? r.area.province.name} (zone ${r.zone}), ${r.parcels.length} parcels:`);
    for (const o of r.options) console.log(`    ${o.carrier.padEnd(17)} ${o.mode.padEnd(6)} ${o.service.padEnd(26)} ${pesos(o.priceCentavos).padStart(14)}  ${o.deliveryDaysMin}–${o.deliveryDaysMax} days`);
  }

  const codes = ['1425', '1900', '2000', '3000', '4000', '5000', '5500', '7600', '8300', '9410'];
  const cold: number[] = [];
  for (let i = 0; i < coldRounds; i++) {
    const t = performance.now();
    const r = await quote(codes[i % codes.length], 20_000_000 + i);
    cold.push(performance.now() - t);
    if (r.cached || r.fallback) throw new Error('a cold quote was not asked of the carriers');
  }
  const cached: number[] = [];
  for (let i = 0; i < cachedRounds; i++) {
    const t = performance.now();
    // The same questions as the cold rounds, over again.
    const j = i % coldRounds;
    const r = await quote(codes[j % codes.length], 20_000_000 + j);
    cached.push(performance.now() - t);
    if (!r.cached) throw new Error('a repeated quote was not cached');
  }
  summary('quote, cold (3 carriers, 150±50 ms)', cold);
  summary('quote, cached', cached);

  standIn.set('all', { fault: 'timeout' });
  const fallback: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    const r = await quote('9410', 30_000_000 + i);
    fallback.push(performance.now() - t);
    if (!r.fallback) throw new Error('expected the flat rate');
  }
  summary(`all carriers time out → flat rate (budget ${config.quoteBudgetMs} ms)`, fallback);
} finally {
  await shipping.close();
}

// Through the shop's API: a shopper's cart quoted over HTTP (session, cart read, packing, signing).
const shop = await startTestShop();
try {
  const carriers = shop.server.services.shipping.standIn;
  if (!carriers) throw new Error('the shop started no carriers stand-in');
  carriers.set('all', { fault: 'none', latencyMs: 150, jitterMs: 50 });
  const shopper = shop.shopper();
  const added = await shopper.gql('mutation { addToCart(productId: "bateria-moura-m22gd", quantity: 1) { quantity } }');
  if (added.errors) throw new Error(JSON.stringify(added.errors));
  const ask = async (postcode: string) => {
    const t = performance.now();
    const a = await shopper.gql<{ shippingQuote: { fallback: boolean; options: { quoteId: string }[] } }>(
      'query($p: String!) { shippingQuote(postcode: $p) { fallback options { quoteId priceCentavos } } }',
      { p: postcode },
    );
    if (a.errors || !a.data) throw new Error(JSON.stringify(a.errors));
    return { ms: performance.now() - t, fallback: a.data.shippingQuote.fallback };
  };
  await ask('1000');
  // Distinct codes of Greater Buenos Aires and the city: each one a cold quote.
  const apiCodes = Array.from({ length: coldRounds }, (_, i) => String(1001 + i));
  const apiCold: number[] = [];
  for (const code of apiCodes) apiCold.push((await ask(code)).ms);
  const apiCached: number[] = [];
  for (let i = 0; i < Math.min(cachedRounds, 400); i++) apiCached.push((await ask(apiCodes[i % apiCodes.length])).ms);
  // What any request reading the cart costs here (session, database, catalogue), for comparison.
  const cartOnly: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t = performance.now();
    await shopper.gql('{ cart { quantity total items { id product { id } } } }');
    cartOnly.push(performance.now() - t);
  }
  summary('API cart alone (baseline)', cartOnly);
  summary('API shippingQuote, cold', apiCold);
  summary('API shippingQuote, cached', apiCached);
  carriers.set('all', { fault: 'timeout' });
  const apiFallback: number[] = [];
  for (let i = 0; i < 3; i++) {
    const r = await ask(String(9420 + i));
    if (!r.fallback) throw new Error('expected the flat rate');
    apiFallback.push(r.ms);
  }
  summary('API all time out → flat rate', apiFallback);
} finally {
  await shop.close();
}
