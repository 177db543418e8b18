// An app of the shop in a few dozen lines: signs in with bearer tokens, finds a vehicle by its VIN,
// lists the parts that fit it, puts one in the cart and checks out, cash on delivery. It sends only
// the operations the shop publishes (/graphql/operations.json), by their id, as any app must where
// GRAPHQL_TRUSTED_ONLY is on, and refreshes its access token when the shop says it expired.
//
//   npx tsx examples/app-client/main.ts [shop URL] [email] [password] [VIN]
//
// Defaults: http://127.0.0.1:4000, the demo account of `npm start`, a VIN of the stand-in provider.
// docs/apps.md tells the whole protocol.

export interface ExampleOptions {
  baseUrl: string;
  email: string;
  password: string;
  vin: string;
  /** Where progress lines go (console.log by default). */
  log?: (line: string) => void;
}

export interface ExampleResult {
  vehicle: string;
  product: { id: string; name: string; price: number };
  order: { number: number; total: number; status: string; payment: string };
}

interface GraphQLError {
  message: string;
  extensions?: { code?: string; retryAfterSeconds?: number };
}

class ShopError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`);
  }
}

/** A small client: the published operations by name, the tokens kept, one refresh on TOKEN_EXPIRED. */
class ShopClient {
  private operations = new Map<string, string>();
  private accessToken: string | null = null;
  private refreshToken: string | null = null;

  constructor(private readonly baseUrl: string) {}

  async loadOperations(): Promise<void> {
    const res = await fetch(`${this.baseUrl}/graphql/operations.json`);
    if (!res.ok) throw new Error(`the operations manifest answered ${res.status}`);
    const manifest = (await res.json()) as { operations: { id: string; name: string; clientName: string }[] };
    for (const op of manifest.operations) if (op.clientName === 'apps') this.operations.set(op.name, op.id);
  }

  keep(tokens: { accessToken: string; refreshToken: string }): void {
    this.accessToken = tokens.accessToken;
    this.refreshToken = tokens.refreshToken;
  }

  private async send<T>(name: string, variables: Record<string, unknown>, withToken: boolean): Promise<{ status: number; data?: T; errors?: GraphQLError[] }> {
    const id = this.operations.get(name);
    if (!id) throw new Error(`the shop does not publish the operation ${name}`);
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (withToken && this.accessToken) headers.authorization = `Bearer ${this.accessToken}`;
    const res = await fetch(`${this.baseUrl}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ operationName: name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: id } } }),
    });
    return { status: res.status, ...((await res.json()) as { data?: T; errors?: GraphQLError[] }) };
  }

  /** Runs a published operation; an expired access token is refreshed once and the call made again. */
  async call<T>(name: string, variables: Record<string, unknown> = {}): Promise<T> {
    let answer = await this.send<T>(name, variables, true);
    if (answer.errors?.[0]?.extensions?.code === 'TOKEN_EXPIRED' && this.refreshToken) {
      const refreshed = await this.send<{ refreshAppSession: { tokens: { accessToken: string; refreshToken: string } } }>(
        'RefreshAppSession',
        { refreshToken: this.refreshToken },
        false,
      );
      if (!refreshed.data) throw new ShopError(refreshed.errors?.[0]?.extensions?.code ?? 'UNKNOWN', refreshed.errors?.[0]?.message ?? 'refresh failed');
      this.keep(refreshed.data.refreshAppSession.tokens);
      answer = await this.send<T>(name, variables, true);
    }
    const error = answer.errors?.[0];
    if (error || !answer.data) throw new ShopError(error?.extensions?.code ?? `HTTP_${answer.status}`, error?.message ?? 'no data');
    return answer.data;
  }
}

interface Category {
  id: string;
  name: string;
  itemsCount: number;
  children: { id: string; name: string; itemsCount: number }[];
}

export async function main(options: ExampleOptions): Promise<ExampleResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const shop = new ShopClient(options.baseUrl.replace(/\/$/, ''));
  await shop.loadOperations();

  // 1. Sign in: an access token for every request, a refresh token for when it expires.
  const signedIn = await shop.call<{ appSignIn: { tokens: { accessToken: string; refreshToken: string; expiresIn: number }; user: { email: string } } }>('AppSignIn', {
    email: options.email,
    password: options.password,
    device: { name: 'Example app (examples/app-client)' },
  });
  shop.keep(signedIn.appSignIn.tokens);
  log(`signed in as ${signedIn.appSignIn.user.email}; the access token lives ${signedIn.appSignIn.tokens.expiresIn} s`);

  // 2. The vehicle of a VIN.
  const { vehicleByVin: car } = await shop.call<{ vehicleByVin: { id: string; year: number; make: string; model: string; engine: string } }>('AppVehicleByVin', { vin: options.vin });
  const vehicle = `${car.make} ${car.model} ${car.year} ${car.engine}`;
  log(`VIN ${options.vin}: ${vehicle}`);

  // 3. Parts that fit it: the first category with parts, then its first page.
  const { partCategories } = await shop.call<{ partCategories: Category[] }>('AppPartCategories', { vehicleId: car.id });
  const categories = partCategories.flatMap((c) => [...c.children, c]).filter((c) => c.itemsCount > 0);
  let product: ExampleResult['product'] | null = null;
  for (const category of categories) {
    const { partProducts } = await shop.call<{ partProducts: { total: number; items: { id: string; name: string; price: number; fitStatus: string | null }[] } | null }>(
      'AppPartProducts',
      { categoryId: category.id, vehicleId: car.id, limit: 8 },
    );
    const fits = partProducts?.items.filter((p) => p.price > 0) ?? [];
    if (fits.length === 0) continue;
    log(`${category.name}: ${partProducts?.total} parts fit; first: ${fits.map((p) => p.name).slice(0, 3).join(', ')}`);
    product = fits[0];
    break;
  }
  if (!product) throw new Error(`no part fits ${vehicle}`);

  // 4. Into the cart.
  const { addToCart } = await shop.call<{ addToCart: { quantity: number; total: number } }>('AppAddToCart', { productId: product.id, quantity: 1 });
  log(`cart: ${addToCart.quantity} item(s), ${addToCart.total} ARS`);

  // 5. Checkout, cash on delivery. The idempotency key makes a retry answer the same order.
  const { checkout: order } = await shop.call<{ checkout: ExampleResult['order'] }>('AppCheckout', {
    input: {
      shippingAddress: {
        address: {
          firstName: 'Taller', lastName: 'Gómez', company: 'Taller Gómez', country: 'AR', address1: 'Av. San Martín 1234', address2: '',
          city: 'Córdoba', state: 'Córdoba', postcode: 'X5000', email: options.email, phone: '+54 351 555-0101',
          // An Argentine address names its addressee's document; a workshop buys with its CUIT and gets invoice A.
          documentType: 'CUIT', documentNumber: '30-71234567-1', ivaCondition: 'RESPONSABLE_INSCRIPTO',
        },
      },
      billingSameAsShipping: true,
      payment: 'CASH_ON_DELIVERY',
      idempotencyKey: `example-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
    },
  });
  log(`order ${order.number}: ${order.total} ARS, ${order.payment}, ${order.status}`);

  // 6. Signed out: the tokens stop working on every gateway at once.
  await shop.call('AppSignOut');
  return { vehicle, product, order };
}

const invoked = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (invoked) {
  const [baseUrl = 'http://127.0.0.1:4000', email = 'demo@autopartesdelsur.com.ar', password = 'repuestos-demo', vin = '8AWE7K5Y6S7249451'] = process.argv.slice(2);
  main({ baseUrl, email, password, vin }).catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
