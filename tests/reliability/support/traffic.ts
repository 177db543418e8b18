import { Shopper, type GraphQLAnswer } from '../../helpers/shop';
import { addressInput, PRODUCTS } from '../../shopper/helpers';

export type OperationKind = 'catalogue' | 'search' | 'cart' | 'signIn' | 'checkout';

/** How often each kind of operation is picked, out of the total weight. */
export const MIX: Record<OperationKind, number> = { catalogue: 40, search: 20, cart: 20, signIn: 8, checkout: 12 };

export interface TrafficFigures {
  requests: number;
  errors: number;
  serverErrors: number;
  byKind: Record<OperationKind, number>;
  /** Milliseconds each request took, in the order they ended (figures only, never asserted). */
  durations: number[];
  /** The first few failures, to say what went wrong. */
  samples: string[];
}

export function emptyFigures(): TrafficFigures {
  return { requests: 0, errors: 0, serverErrors: 0, byKind: { catalogue: 0, search: 0, cart: 0, signIn: 0, checkout: 0 }, durations: [], samples: [] };
}

const CATALOGUE = [
  ['query Listing($page: Int!) { products(page: $page) { total pages items { slug name price } } }', (n: number) => ({ page: 1 + (n % 3) })],
  ['query Product($slug: String!) { product(slug: $slug) { slug name price stock images rating } }', (n: number) => ({ slug: Object.values(PRODUCTS)[n % 4] })],
  ['{ featuredProducts { slug name price } specialOffers { slug price compareAtPrice } }', () => ({})],
  ['{ categories(depth: 2) { slug name children { slug name } } }', () => ({})],
] as const;

const SEARCHES = ['pastillas freno', 'bosch', 'aceite', 'amortiguadr', 'W 712/95', 'bateria moura', 'filtro de aire', 'bujia'];

export interface TrafficContext {
  baseUrl: string;
  /**
   * Accounts (email, password) registered beforehand, signed into by the sign-in operation: shopper
   * `w` always signs into `accounts[w % accounts.length]`, as a person signs into their own account.
   */
  accounts: { email: string; password: string }[];
}

/** A small deterministic generator, so a run's mix can be repeated. */
export function lcg(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function pick(random: () => number): OperationKind {
  const total = Object.values(MIX).reduce((a, b) => a + b, 0);
  let r = random() * total;
  for (const [kind, weight] of Object.entries(MIX) as [OperationKind, number][]) {
    r -= weight;
    if (r < 0) return kind;
  }
  return 'catalogue';
}

class Failure extends Error {
  constructor(
    message: string,
    readonly serverError: boolean,
  ) {
    super(message);
  }
}

/** Sends one operation and counts it; a non-200 status, a GraphQL error or a dropped request is a failure. */
async function send<T>(figures: TrafficFigures, call: () => Promise<GraphQLAnswer<T>>): Promise<T> {
  figures.requests += 1;
  let answer: GraphQLAnswer<T>;
  const started = performance.now();
  try {
    answer = await call();
  } catch (err) {
    const cause = (err as Error & { cause?: { code?: string; message?: string } }).cause;
    throw new Failure(`request failed: ${(err as Error).message}${cause ? ` (${cause.code ?? ''} ${cause.message ?? ''})` : ''}`, false);
  } finally {
    figures.durations.push(performance.now() - started);
  }
  if (answer.status !== 200 || answer.errors || !answer.data) {
    throw new Failure(`HTTP ${answer.status}: ${JSON.stringify(answer.errors)?.slice(0, 300)}`, answer.status >= 500);
  }
  return answer.data;
}

interface CartAnswer {
  items: { id: string }[];
}

/** One shopper's operation of the given kind (one to three requests). */
async function operate(kind: OperationKind, s: Shopper, n: number, ctx: TrafficContext, figures: TrafficFigures, worker: number): Promise<void> {
  switch (kind) {
    case 'catalogue': {
      const [query, vars] = CATALOGUE[n % CATALOGUE.length];
      await send(figures, () => s.gql(query, vars(n)));
      return;
    }
    case 'search':
      await send(figures, () => s.gql('query S($q: String!) { searchSuggestions(query: $q) { products { slug name price } categories { slug name } } }', { q: SEARCHES[n % SEARCHES.length] }));
      return;
    case 'cart': {
      const { addToCart } = await send(figures, () =>
        s.gql<{ addToCart: CartAnswer }>('mutation A($p: ID!) { addToCart(productId: $p, quantity: 1) { items { id } quantity total } }', { p: n % 2 ? PRODUCTS.battery : PRODUCTS.oil }),
      );
      if (addToCart.items.length > 0 && n % 3 === 0) {
        await send(figures, () => s.gql('mutation U($id: ID!) { updateCartItem(itemId: $id, quantity: 2) { quantity } }', { id: addToCart.items[0].id }));
      }
      return;
    }
    case 'signIn': {
      // Each shopper signs into its own account: with one account per connection no account ever has
      // two sign-ins in flight. (An attempt counts against its account until it is answered, so
      // several shoppers signing into one account at once is a burst the per-account limit refuses.)
      const account = ctx.accounts[worker % ctx.accounts.length];
      const visitor = new Shopper(ctx.baseUrl);
      await send(figures, () => visitor.gql('mutation I($e: String!, $p: String!) { signIn(email: $e, password: $p) { user { id } } }', { e: account.email, p: account.password }));
      const { me } = await send(figures, () => visitor.gql<{ me: { email: string } | null }>('{ me { email } }'));
      if (me?.email.toLowerCase() !== account.email.toLowerCase()) throw new Failure(`signed in as ${account.email}, me is ${me?.email}`, false);
      return;
    }
    case 'checkout': {
      await send(figures, () => s.gql('mutation A($p: ID!) { addToCart(productId: $p, quantity: 1) { quantity } }', { p: PRODUCTS.oil }));
      const { checkout } = await send(figures, () =>
        s.gql<{ checkout: { number: number; token: string } }>('mutation C($input: CheckoutInput!) { checkout(input: $input) { number token } }', {
          input: { shippingAddress: { address: addressInput() }, billingSameAsShipping: true, payment: 'CASH_ON_DELIVERY', idempotencyKey: `load-${worker}-${n}-${Date.now()}` },
        }),
      );
      if (!(checkout.number > 0) || checkout.token.length < 32) throw new Failure(`odd order ${JSON.stringify(checkout)}`, false);
      return;
    }
  }
}

/**
 * Mixed traffic from `connections` shoppers at once for `seconds`: each shopper loops over
 * operations picked by MIX (catalogue pages, search, cart changes, sign-ins, checkouts), keeping
 * its cookies like a browser. Returns what was sent and what failed.
 */
export async function runMixedTraffic(ctx: TrafficContext, options: { connections: number; seconds: number; seed: number }): Promise<TrafficFigures> {
  const figures = emptyFigures();
  const deadline = Date.now() + options.seconds * 1000;
  const worker = async (w: number) => {
    const random = lcg(options.seed * 1000 + w);
    let s = new Shopper(ctx.baseUrl);
    for (let n = 0; Date.now() < deadline; n += 1) {
      const kind = pick(random);
      try {
        await operate(kind, s, n, ctx, figures, w);
        figures.byKind[kind] += 1;
      } catch (err) {
        figures.errors += 1;
        if (err instanceof Failure && err.serverError) figures.serverErrors += 1;
        if (figures.samples.length < 5) figures.samples.push(`${kind}: ${(err as Error).message}`);
      }
      // A shopper's session lives for a while, then a new visitor comes.
      if (n % 25 === 24) s = new Shopper(ctx.baseUrl);
    }
  };
  await Promise.all(Array.from({ length: options.connections }, (_, w) => worker(w)));
  return figures;
}

/** The q-quantile (0..1) of some figures. */
export function quantile(values: number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}
