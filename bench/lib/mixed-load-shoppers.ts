import http from 'node:http';
import zlib from 'node:zlib';
import { SHOP_DATA } from '../../fixtures/shop/data';
import {
  AddToCartDocument,
  AddToWishlistDocument,
  CategoryPageProductsDocument,
  ProductPageDocument,
  RemoveWishlistItemDocument,
  SearchSuggestionsDocument,
  UpdateCartItemDocument,
} from '../../client/src/gql/graphql';
import { clientOperation, GET_HEADERS, persistedGetPath, type ClientOperation } from './operations';

// The mixed load's shoppers: what they ask (the web client's own documents, the shop's demo data),
// over plain HTTP with their sessions' cookies, and the cart and wishlist writes they make.

/** How long a request may take before it counts as timed out. */
export const TIMEOUT_MS = 10_000;

// ---------------------------------------------------------------- what the shoppers ask

export const LISTING = clientOperation(CategoryPageProductsDocument);
export const PRODUCT = clientOperation(ProductPageDocument);
export const SEARCH = clientOperation(SearchSuggestionsDocument);
export const ADD_TO_CART = clientOperation(AddToCartDocument);
export const UPDATE_QUANTITY = clientOperation(UpdateCartItemDocument);
export const ADD_TO_WISHLIST = clientOperation(AddToWishlistDocument);
export const REMOVE_FROM_WISHLIST = clientOperation(RemoveWishlistItemDocument);
export const READ_BACK = '{ cart { items { id quantity product { slug } } } wishlist { items { product { slug } } } }';

export const CATEGORIES = SHOP_DATA.categories.map((c) => c.slug);
export const PRODUCTS = SHOP_DATA.products.map((p) => p.slug);
/** Products a cart takes without choosing an option (and that have units: a sold-out one is refused). */
export const PLAIN_PRODUCTS = SHOP_DATA.products.filter((p) => p.options.length === 0 && p.stock !== 'OUT_OF_STOCK').map((p) => p.slug);
export const SEARCHES = ['pas', 'pastillas', 'pastillas fre', 'filtro', 'filtro aceite', 'bosch', 'amortiguador', 'amortiguadr', 'bujia', 'aceite 5w30', 'bateria', 'disco freno', 'W 712/95', 'correa'];
export const ANONYMOUS_PAGES = ['/', ...CATEGORIES.map((c) => `/shop/category/${c}/products`), ...PRODUCTS.map((p) => `/shop/products/${p}`)];
export const SESSION_PAGES = ['/', '/shop/cart', '/shop/wishlist', ...CATEGORIES.slice(0, 3).map((c) => `/shop/category/${c}/products`), ...PRODUCTS.slice(0, 8).map((p) => `/shop/products/${p}`)];

export const pickOf = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];

// ---------------------------------------------------------------- HTTP

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export class Timeout extends Error {}

export function send(
  agent: http.Agent | false,
  base: URL,
  method: 'GET' | 'POST',
  pathname: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    // As a load balancer terminating TLS passes it on (the shop runs with NODE_ENV=production and
    // one trusted proxy hop, so its cookies are Secure).
    const sent = { 'x-forwarded-proto': 'https', ...headers };
    const req = http.request({ host: base.hostname, port: base.port, method, path: pathname, headers: sent, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
      });
      res.on('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
    });
    const timer = setTimeout(() => {
      req.destroy(new Timeout(`no answer within ${TIMEOUT_MS} ms`));
    }, TIMEOUT_MS);
    req.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    req.end(body);
  });
}

export function decoded(reply: Reply): Buffer {
  const encoding = reply.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(reply.body);
  if (encoding === 'gzip') return zlib.gunzipSync(reply.body);
  return reply.body;
}

export interface GraphQLReply<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export class Failure extends Error {}

export function graphqlOf<T>(reply: Reply): T {
  let json: GraphQLReply<T>;
  try {
    json = JSON.parse(decoded(reply).toString('utf8')) as GraphQLReply<T>;
  } catch {
    throw new Failure(`HTTP ${reply.status}, not JSON`);
  }
  if (reply.status !== 200 || json.errors?.length || !json.data) {
    throw new Failure(`HTTP ${reply.status}: ${json.errors?.map((e) => e.extensions?.code ?? e.message).join(', ') ?? 'no data'}`);
  }
  return json.data;
}

// ---------------------------------------------------------------- shoppers

export interface CartLine {
  id: string;
  quantity: number;
}

export interface Session {
  index: number;
  cookies: Map<string, string>;
  /** What the shop acknowledged, by product slug. */
  cart: Map<string, CartLine>;
  wishlist: Set<string>;
  /** A write of this session failed or timed out: its outcome is unknown, so it is left out of the comparison. */
  uncertain: boolean;
  /** An answer disagreed with the session's previous acknowledged state. */
  inconsistent: number;
}

export function cookieHeader(s: Session): string {
  return [...s.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

export function keepCookies(s: Session, reply: Reply): void {
  const set = reply.headers['set-cookie'] ?? [];
  for (const line of set) {
    const [pair] = line.split(';');
    const i = pair.indexOf('=');
    s.cookies.set(pair.slice(0, i).trim(), pair.slice(i + 1).trim());
  }
}

export interface CartAnswer {
  items: { id: string; quantity: number; product: { slug: string } }[];
}
export interface WishlistAnswer {
  items: { product: { slug: string } }[];
}

export class Client {
  readonly agent: http.Agent;

  /** `connections`: as many as the run keeps open at once. */
  constructor(readonly base: URL, connections: number) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: connections + 10, maxFreeSockets: connections + 10 });
  }

  /** A query as the web client sends it: the hash alone with GET, the text only when the shop does not know it. */
  async persisted<T>(op: ClientOperation, variables: Record<string, unknown>): Promise<T> {
    const first = await send(this.agent, this.base, 'GET', persistedGetPath(op, variables), GET_HEADERS);
    if (first.status === 200) {
      const json = JSON.parse(decoded(first).toString('utf8')) as GraphQLReply<T>;
      if (json.errors?.[0]?.extensions?.code !== 'PERSISTED_QUERY_NOT_FOUND') return graphqlOf<T>(first);
    }
    return graphqlOf<T>(await send(this.agent, this.base, 'GET', persistedGetPath(op, variables, true), GET_HEADERS));
  }

  /** A query as another app sends it: POST with the text, no cookies. */
  async post<T>(query: string, variables: Record<string, unknown>, session?: Session): Promise<T> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (session) {
      headers.cookie = cookieHeader(session);
      headers['x-csrf-token'] = session.cookies.get('csrf-token') ?? '';
    }
    const reply = await send(this.agent, this.base, 'POST', '/graphql', headers, JSON.stringify({ query, variables }));
    if (session) keepCookies(session, reply);
    return graphqlOf<T>(reply);
  }

  async page(pathname: string, session: Session | null): Promise<void> {
    const headers: Record<string, string> = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'es-AR,es;q=0.9' };
    if (session) headers.cookie = cookieHeader(session);
    const reply = await send(this.agent, this.base, 'GET', pathname, headers);
    if (reply.status !== 200) throw new Failure(`HTTP ${reply.status} for ${pathname}`);
  }
}

// ---------------------------------------------------------------- operations

export async function addToCart(client: Client, s: Session): Promise<void> {
  const slug = pickOf(PLAIN_PRODUCTS);
  const quantity = 1 + Math.floor(Math.random() * 2);
  const data = await client.post<{ addToCart: CartAnswer }>(ADD_TO_CART.query, { productId: slug, quantity, options: [] }, s);
  const line = data.addToCart.items.find((i) => i.product.slug === slug);
  const expected = (s.cart.get(slug)?.quantity ?? 0) + quantity;
  if (!line || line.quantity !== expected) s.inconsistent += 1;
  if (line) s.cart.set(slug, { id: line.id, quantity: line.quantity });
}

export async function updateQuantity(client: Client, s: Session): Promise<void> {
  const lines = [...s.cart.entries()];
  if (lines.length === 0) return addToCart(client, s);
  const [slug, line] = pickOf(lines);
  const quantity = 1 + Math.floor(Math.random() * 5);
  const data = await client.post<{ updateCartItem: CartAnswer }>(UPDATE_QUANTITY.query, { itemId: line.id, quantity }, s);
  const answered = data.updateCartItem.items.find((i) => i.product.slug === slug);
  if (!answered || answered.quantity !== quantity) s.inconsistent += 1;
  s.cart.set(slug, { id: line.id, quantity: answered?.quantity ?? quantity });
}

export async function toggleWishlist(client: Client, s: Session): Promise<void> {
  const slug = pickOf(PRODUCTS);
  if (s.wishlist.has(slug)) {
    const data = await client.post<{ removeFromWishlist: WishlistAnswer }>(REMOVE_FROM_WISHLIST.query, { productId: slug }, s);
    if (data.removeFromWishlist.items.some((i) => i.product.slug === slug)) s.inconsistent += 1;
    s.wishlist.delete(slug);
  } else {
    const data = await client.post<{ addToWishlist: WishlistAnswer }>(ADD_TO_WISHLIST.query, { productId: slug }, s);
    if (!data.addToWishlist.items.some((i) => i.product.slug === slug)) s.inconsistent += 1;
    s.wishlist.add(slug);
  }
}

export const listingVariables = () => ({ category: pickOf(CATEGORIES), sort: 'DEFAULT', page: 1 });
export const productVariables = () => ({ slug: pickOf(PRODUCTS) });
