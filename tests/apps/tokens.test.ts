import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, TEST_PASSWORD_COST } from '../../server/account/password';
import { startTestShop, type TestShop } from '../helpers/shop';
import { addressInput, errorCode, ok, PRODUCTS, register, signIn, uniqueEmail } from '../shopper/helpers';
import { App } from './helpers';

/**
 * Apps with bearer tokens: a token session does everything a cookie session does, with the same
 * merge rules at sign-in, and its tokens are refreshed, rotated and revoked.
 */
let shop: TestShop;
let vehicleId: string;
/** One password for the accounts made here, hashed once (a hash costs a third of a second). */
const PASSWORD = 'app-tokens-secret';
let passwordHash: string;

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD, TEST_PASSWORD_COST);
  // Two failures per account: the limit test needs few slow password checks.
  shop = await startTestShop({ AUTH_MAX_FAILURES_PER_ACCOUNT: '2' });
  const { standIn } = await shop.server.services.provider.ready();
  const vin = standIn?.knownVins[0];
  if (!vin) throw new Error('the stand-in knows no VIN');
  const found = ok(await new App(shop.url).gql<{ vehicleByVin: { id: string } }>('query($v: String!) { vehicleByVin(vin: $v) { id } }', { v: vin }));
  vehicleId = found.vehicleByVin.id;
});
afterAll(async () => {
  await shop?.close();
});

async function guest(): Promise<App> {
  const app = new App(shop.url);
  ok(await app.guest());
  return app;
}

/** An account (stored directly: registration has its own tests), signed in from an app. */
async function account(prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  await shop.server.services.db.query('insert into accounts (id, email, email_lower, password_hash) values ($1, $2, $2, $3)', [crypto.randomUUID(), email, passwordHash]);
  return email;
}

async function signedIn(prefix: string): Promise<{ app: App; email: string; password: string }> {
  const email = await account(prefix);
  const app = new App(shop.url, `${prefix} phone`);
  ok(await app.signIn(email, PASSWORD));
  return { app, email, password: PASSWORD };
}

describe('a token session does what a cookie session does', () => {
  it('cart: lines added and read with the bearer token alone, no CSRF header, no cookie set', async () => {
    const app = await guest();
    const res = await fetch(`${shop.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${app.accessToken}` },
      body: JSON.stringify({ query: 'mutation($p: ID!) { addToCart(productId: $p, quantity: 2) { quantity } }', variables: { p: PRODUCTS.battery } }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(((await res.json()) as { data: { addToCart: { quantity: number } } }).data.addToCart.quantity).toBe(2);
    const cart = ok(await app.gql<{ cart: { quantity: number; items: { product: { id: string } }[] } }>('{ cart { quantity items { product { id } } } }')).cart;
    expect(cart).toEqual({ quantity: 2, items: [{ product: { id: PRODUCTS.battery } }] });
    // Another app's session does not see it.
    expect(ok(await (await guest()).gql<{ cart: { quantity: number } }>('{ cart { quantity } }')).cart.quantity).toBe(0);
  });

  it('wishlist', async () => {
    const app = await guest();
    ok(await app.gql('mutation($p: ID!) { addToWishlist(productId: $p) { count } }', { p: PRODUCTS.oil }));
    expect(ok(await app.gql<{ wishlist: { count: number; items: { product: { id: string } }[] } }>('{ wishlist { count items { product { id } } } }')).wishlist).toEqual({
      count: 1,
      items: [{ product: { id: PRODUCTS.oil } }],
    });
  });

  it('compare', async () => {
    const app = await guest();
    ok(await app.gql('mutation($p: ID!) { addToCompare(productId: $p) { count } }', { p: PRODUCTS.oil }));
    ok(await app.gql('mutation($p: ID!) { addToCompare(productId: $p) { count } }', { p: PRODUCTS.castrol }));
    expect(ok(await app.gql<{ compare: { count: number } }>('{ compare { count } }')).compare.count).toBe(2);
  });

  it('garage: a vehicle found by VIN kept and made current', async () => {
    const app = await guest();
    ok(await app.gql('mutation($v: ID!) { addVehicleToGarage(vehicleId: $v) { vehicles { id } } }', { v: vehicleId }));
    ok(await app.gql('mutation($v: ID) { setCurrentVehicle(vehicleId: $v) { currentVehicle { id } } }', { v: vehicleId }));
    expect(ok(await app.gql<{ garage: { vehicles: { id: string }[]; currentVehicle: { id: string } } }>('{ garage { vehicles { id } currentVehicle { id } } }')).garage).toEqual({
      vehicles: [{ id: vehicleId }],
      currentVehicle: { id: vehicleId },
    });
  });

  it('account: signed in, the profile read and changed', async () => {
    const { app, email } = await signedIn('app-account');
    expect(ok(await app.gql<{ me: { email: string } }>('{ me { email } }')).me.email).toBe(email);
    const changed = ok(await app.gql<{ updateProfile: { firstName: string } }>('mutation { updateProfile(input: { firstName: "Ramiro" }) { firstName } }'));
    expect(changed.updateProfile.firstName).toBe('Ramiro');
  });

  it('addresses', async () => {
    const { app } = await signedIn('app-addresses');
    const added = ok(await app.gql<{ addAddress: { id: string; default: boolean } }>('mutation($i: AddressInput!) { addAddress(input: $i) { id default } }', { i: addressInput() }));
    expect(added.addAddress.default).toBe(true);
    expect(ok(await app.gql<{ addresses: { id: string }[] }>('{ addresses { id } }')).addresses).toEqual([{ id: added.addAddress.id }]);
  });

  it('checkout and orders: a guest cart carried into the account at sign-in, paid cash on delivery, then listed', async () => {
    const email = await account('app-orders');
    const app = await guest();
    const guestToken = app.accessToken;
    ok(await app.gql('mutation($p: ID!) { addToCart(productId: $p, quantity: 1) { quantity } }', { p: PRODUCTS.oil }));
    ok(await app.gql('mutation($p: ID!) { addToWishlist(productId: $p) { count } }', { p: PRODUCTS.battery }));
    // The same merge rules as a browser's sign-in; the guest's token stops working.
    const session = ok(await app.signIn(email, PASSWORD)).appSignIn;
    expect(session.merged).toEqual({ cartItems: 1, wishlistItems: 1, compareItems: 0, garageVehicles: 0 });
    expect(session.tokens.accessToken).not.toBe(guestToken);
    const stale = await new App(shop.url).gql('{ cart { quantity } }', {}, { headers: { authorization: `Bearer ${guestToken}` } });
    expect([stale.status, errorCode(stale)]).toEqual([401, 'TOKEN_INVALID']);

    const order = ok(
      await app.gql<{ checkout: { id: string; number: number; total: number } }>('mutation($i: CheckoutInput!) { checkout(input: $i) { id number total } }', {
        i: { shippingAddress: { address: addressInput() }, billingSameAsShipping: true, payment: 'CASH_ON_DELIVERY', idempotencyKey: 'app-order-0001' },
      }),
    ).checkout;
    expect(order.number).toBeGreaterThan(0);
    const orders = ok(await app.gql<{ orders: { items: { id: string }[] } }>('{ orders { items { id } } }')).orders;
    expect(orders.items.map((o) => o.id)).toEqual([order.id]);
    expect(ok(await app.gql<{ order: { number: number } }>('query($id: ID!) { order(id: $id) { number } }', { id: order.id })).order.number).toBe(order.number);
  });
});

describe('cached answers', () => {
  it('never replays an answer that follows the current vehicle across an app and anonymous visitors', async () => {
    const app = await guest();
    ok(await app.gql('mutation($v: ID!) { addVehicleToGarage(vehicleId: $v) { vehicles { id } } }', { v: vehicleId }));
    ok(await app.gql('mutation($v: ID) { setCurrentVehicle(vehicleId: $v) { currentVehicle { id } } }', { v: vehicleId }));
    const query = `{ product(slug: "${PRODUCTS.sparkPlug}") { id fitStatus } }`;
    const get = (headers: Record<string, string>) =>
      fetch(`${shop.url}/graphql?query=${encodeURIComponent(query)}`, { headers: { 'apollo-require-preflight': 'true', ...headers } });
    const bearer = { authorization: `Bearer ${app.accessToken}` };
    // The app's answer (its vehicle) is not kept for others, and an anonymous answer is not replayed to the app.
    const first = await get(bearer);
    const anonymous = await get({});
    const again = await get(bearer);
    const own = ok(await app.gql<{ product: { fitStatus: string | null } }>(query)).product.fitStatus;
    expect(((await first.json()) as { data: { product: { fitStatus: string | null } } }).data.product.fitStatus).toBe(own);
    expect(((await again.json()) as { data: { product: { fitStatus: string | null } } }).data.product.fitStatus).toBe(own);
    const nobody = ok(await new App(shop.url).gql<{ product: { fitStatus: string | null } }>(query)).product.fitStatus;
    expect(((await anonymous.json()) as { data: { product: { fitStatus: string | null } } }).data.product.fitStatus).toBe(nobody);
    // The answers differ, so a replay to the wrong one would show.
    expect(own).not.toBe(nobody);
  });
});

describe('registering from an app', () => {
  it('signs the guest session in with new tokens (AuthPayload.tokens), its cart carried over', async () => {
    const app = await guest();
    const guestToken = app.accessToken;
    ok(await app.gql('mutation($p: ID!) { addToCart(productId: $p, quantity: 3) { quantity } }', { p: PRODUCTS.oil }));
    const registered = ok(
      await app.gql<{ register: { user: { email: string }; merged: { cartItems: number }; tokens: { accessToken: string; refreshToken: string } | null } }>(
        'mutation($e: String!, $p: String!) { register(email: $e, password: $p) { user { email } merged { cartItems } tokens { accessToken refreshToken } } }',
        { e: uniqueEmail('app-register'), p: 'app-register-secret' },
      ),
    ).register;
    expect(registered.merged.cartItems).toBe(1);
    expect(registered.tokens?.accessToken).toMatch(/^at_/);
    expect(errorCode(await app.gql('{ me { email } }'))).toBe('TOKEN_INVALID');
    app.accessToken = registered.tokens!.accessToken;
    expect(ok(await app.gql<{ me: { email: string }; cart: { quantity: number } }>('{ me { email } cart { quantity } }'))).toEqual({ me: { email: registered.user.email }, cart: { quantity: 3 } });
    expect(guestToken).not.toBe(app.accessToken);
    // A browser's registration answers no tokens.
    expect(ok(await register(shop.shopper(), uniqueEmail('web-register'), 'web-register-secret')).register).not.toHaveProperty('tokens.accessToken');
  });
});

describe('tokens', () => {
  it('refreshes into a new pair; a refresh token used twice signs the device out', async () => {
    const { app } = await signedIn('app-refresh');
    const first = app.refreshToken;
    const refreshed = ok(await app.refresh()).refreshAppSession;
    expect(refreshed.user?.email).toMatch(/^app-refresh/);
    expect(refreshed.tokens.refreshToken).not.toBe(first);
    expect(ok(await app.gql<{ me: { email: string } }>('{ me { email } }')).me).not.toBeNull();
    // The used token again: refused, and the whole session with it (the new pair too).
    const reused = await new App(shop.url).refresh(first);
    expect([reused.status, errorCode(reused)]).toEqual([401, 'TOKEN_INVALID']);
    const after = await app.gql('{ me { email } }');
    expect([after.status, errorCode(after)]).toEqual([401, 'TOKEN_INVALID']);
    expect(errorCode(await app.refresh())).toBe('TOKEN_INVALID');
  });

  it('answers TOKEN_EXPIRED for an access token past its time, with the RFC 6750 header', async () => {
    const app = await guest();
    await shop.server.services.db.query(`update app_tokens set expires_at = now() - interval '1 second' where kind = 'access' and sid in (select sid from app_tokens where token_hash = $1)`, [
      (await import('../../server/session/app-session')).tokenDigest(app.accessToken!),
    ]);
    const expired = await app.gql('{ cart { quantity } }');
    expect([expired.status, errorCode(expired)]).toEqual([401, 'TOKEN_EXPIRED']);
    expect(expired.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
    ok(await app.refresh());
    ok(await app.gql('{ cart { quantity } }'));
  });

  it('refuses a token the shop never issued, and ignores a bare "Bearer"', async () => {
    const forged = await new App(shop.url).gql('{ ping }', {}, { headers: { authorization: 'Bearer at_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' } });
    expect([forged.status, errorCode(forged)]).toEqual([401, 'TOKEN_INVALID']);
    expect((await new App(shop.url).gql('{ ping }', {}, { headers: { authorization: 'Bearer' } })).data).toEqual({ ping: true });
  });

  it('applies the sign-in limits to apps', async () => {
    const email = await account('app-limits');
    const codes: unknown[] = [];
    for (let i = 0; i < shop.config.auth.maxFailuresPerAccount + 1; i += 1) codes.push(errorCode(await new App(shop.url).signIn(email, `wrong-${i}`)));
    expect(codes.at(-1)).toBe('AUTH_TOO_MANY_ATTEMPTS');
    expect(codes.slice(0, -1).every((c) => c === 'AUTH_WRONG_PASSWORD')).toBe(true);
  });
});

describe('signing out', () => {
  it('signOut with a token ends that device only', async () => {
    const { app, email, password } = await signedIn('app-sign-out');
    const other = new App(shop.url, 'tablet');
    ok(await other.signIn(email, password));
    expect(ok(await app.gql<{ signOut: boolean }>('mutation { signOut }')).signOut).toBe(true);
    expect(errorCode(await app.gql('{ me { email } }'))).toBe('TOKEN_INVALID');
    expect(ok(await other.gql<{ me: { email: string } }>('{ me { email } }')).me.email).toBe(email);
  });

  it('lists the devices, browsers and apps, and signs one out, or all the others', async () => {
    const { app, email, password } = await signedIn('app-devices');
    const browser = shop.shopper();
    ok(await signIn(browser, email, password));
    ok(await signIn(shop.shopper(), email, password));
    type Device = { id: string; kind: string; name: string; current: boolean };
    const list = ok(await app.gql<{ devices: Device[] }>('{ devices { id kind name current } }')).devices;
    expect(list.map((d) => `${d.kind}${d.current ? ' (current)' : ''}`).sort()).toEqual(['APP (current)', 'BROWSER', 'BROWSER']);
    expect(list.find((d) => d.kind === 'APP')?.name).toBe('app-devices phone');
    const [first, second] = list.filter((d) => d.kind === 'BROWSER');
    expect(ok(await app.gql<{ signOutDevice: boolean }>('mutation($id: ID!) { signOutDevice(id: $id) }', { id: first.id })).signOutDevice).toBe(true);
    expect(errorCode(await app.gql('mutation($id: ID!) { signOutDevice(id: $id) }', { id: first.id }))).toBe('NOT_FOUND');
    expect(ok(await app.gql<{ devices: Device[] }>('{ devices { id kind name current } }')).devices.map((d) => d.id).sort()).toEqual(
      list.filter((d) => d.id !== first.id).map((d) => d.id).sort(),
    );
    expect(second.id).not.toBe(first.id);
    expect(ok(await app.gql<{ signOutOtherDevices: number }>('mutation { signOutOtherDevices }')).signOutOtherDevices).toBe(1);
    expect(ok(await browser.gql<{ me: unknown }>('{ me { email } }')).me).toBeNull();
    expect(ok(await app.gql<{ me: { email: string } }>('{ me { email } }')).me.email).toBe(email);
  });

  it('a password change signs out every other browser and app of the account, not the one that changed it', async () => {
    const { app, email, password } = await signedIn('app-password');
    const tablet = new App(shop.url, 'tablet');
    ok(await tablet.signIn(email, password));
    const browser = shop.shopper();
    ok(await signIn(browser, email, password));
    ok(await app.gql('mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }', { c: password, n: 'a-new-password-1' }));
    expect(ok(await app.gql<{ me: { email: string } }>('{ me { email } }')).me.email).toBe(email);
    expect(errorCode(await tablet.gql('{ me { email } }'))).toBe('TOKEN_INVALID');
    expect(errorCode(await tablet.refresh())).toBe('TOKEN_INVALID');
    expect(ok(await browser.gql<{ me: unknown }>('{ me { email } }')).me).toBeNull();
  });
});
