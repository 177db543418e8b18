import { expect } from 'vitest';
import type { GraphQLAnswer, Shopper } from '../helpers/shop';

/** Shop products of the sample catalogue used by the shopper tests. */
export const PRODUCTS = {
  /** No options. */
  battery: 'bateria-moura-m22gd',
  /** No options. */
  oil: 'aceite-ypf-elaion-f50',
  /** One option `Cantidad` with `Unidad` and `Juego x4`. */
  sparkPlug: 'bujia-ngk-bkr6e',
  /** One option `Presentación` with `1 l` and `4 l`. */
  castrol: 'aceite-castrol-edge-5w30',
};

export const CART_FIELDS = `
  items { id product { id name price } options { name value } quantity price total }
  quantity subtotal totals { title price type } total`;

export interface CartShape {
  items: { id: string; product: { id: string; name: string; price: number }; options: { name: string; value: string }[]; quantity: number; price: number; total: number }[];
  quantity: number;
  subtotal: number;
  totals: { title: string; price: number; type: string }[];
  total: number;
}

export function errorCode(answer: GraphQLAnswer<unknown>): unknown {
  return answer.errors?.[0]?.extensions?.code;
}

/** Asserts the answer has no errors and returns its data. */
export function ok<T>(answer: GraphQLAnswer<T>): T {
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  expect(answer.data).toBeDefined();
  return answer.data as T;
}

export async function addToCart(
  s: Shopper,
  productId: string,
  quantity = 1,
  options: { name: string; value: string }[] = [],
): Promise<GraphQLAnswer<{ addToCart: CartShape }>> {
  return s.gql<{ addToCart: CartShape }>(
    `mutation Add($productId: ID!, $quantity: Int!, $options: [CartItemOptionInput!]!) {
       addToCart(productId: $productId, quantity: $quantity, options: $options) { ${CART_FIELDS} } }`,
    { productId, quantity, options },
  );
}

export async function readCart(s: Shopper): Promise<CartShape> {
  return ok(await s.gql<{ cart: CartShape }>(`{ cart { ${CART_FIELDS} } }`)).cart;
}

export const AUTH_FIELDS = 'user { id email firstName } merged { cartItems wishlistItems compareItems garageVehicles vehicles { id year make model engine } }';

export interface AuthShape {
  user: { id: string; email: string; firstName: string };
  merged: { cartItems: number; wishlistItems: number; compareItems: number; garageVehicles: number; vehicles: { id: string; year: number; make: string; model: string; engine: string }[] };
}

export function register(s: Shopper, email: string, password: string): Promise<GraphQLAnswer<{ register: AuthShape }>> {
  return s.gql<{ register: AuthShape }>(
    `mutation R($email: String!, $password: String!) { register(email: $email, password: $password) { ${AUTH_FIELDS} } }`,
    { email, password },
  );
}

export function signIn(s: Shopper, email: string, password: string): Promise<GraphQLAnswer<{ signIn: AuthShape }>> {
  return s.gql<{ signIn: AuthShape }>(
    `mutation S($email: String!, $password: String!) { signIn(email: $email, password: $password) { ${AUTH_FIELDS} } }`,
    { email, password },
  );
}

/** A complete address in Argentina (a province the shop knows by its usual name, a DNI, consumidor final). */
export function addressInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: 'Martina',
    lastName: 'Gómez',
    company: '',
    country: 'AR',
    address1: 'Av. Rivadavia 5100',
    address2: '3° B',
    city: 'Buenos Aires',
    state: 'CABA',
    postcode: 'C1424',
    email: 'martina@example.com',
    phone: '+54 11 5555-0101',
    documentType: 'DNI',
    documentNumber: '30123456',
    ...overrides,
  };
}

let counter = 0;
/** A unique email for a test account. */
export function uniqueEmail(prefix = 'shopper'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}
