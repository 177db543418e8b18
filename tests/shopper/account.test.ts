import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../server/account/password';
import { startTestShop, type Shopper, type TestShop } from '../helpers/shop';
import { addToCart, errorCode, ok, PRODUCTS, register, signIn, uniqueEmail } from './helpers';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.close();
});

const ME = '{ me { id email phone firstName lastName avatar } }';

async function me(s: Shopper) {
  return ok(await s.gql<{ me: { email: string; firstName: string; phone: string; avatar: string | null } | null }>(ME)).me;
}

describe('registration', () => {
  it('refuses an invalid email with AUTH_INVALID_EMAIL and a short password with AUTH_WEAK_PASSWORD', async () => {
    const s = shop.shopper();
    expect(errorCode(await register(s, 'not-an-email', 'secret123'))).toBe('AUTH_INVALID_EMAIL');
    expect(errorCode(await register(s, 'a b@example.com', 'secret123'))).toBe('AUTH_INVALID_EMAIL');
    const weak = await register(s, uniqueEmail(), '12345');
    expect(weak.errors?.[0]).toMatchObject({ message: 'AUTH_WEAK_PASSWORD', extensions: { code: 'AUTH_WEAK_PASSWORD' } });
    expect(weak.status).toBe(400);
    expect(await me(s)).toBeNull();
  });

  it('creates the account, signs it in with a new session id, and refuses the email again in any case', async () => {
    const s = shop.shopper();
    ok(await addToCart(s, PRODUCTS.battery, 1));
    const anonymousSid = s.cookies.get('sid');
    expect(anonymousSid).toBeDefined();
    const email = uniqueEmail('New.Shopper');
    const answer = ok(await register(s, email, 'secret123')).register;
    expect(answer.user.email).toBe(email);
    expect(answer.merged.cartItems).toBe(1);
    expect(s.cookies.get('sid')).not.toBe(anonymousSid);
    expect((await me(s))?.email).toBe(email);

    const again = await register(shop.shopper(), email.toUpperCase(), 'other-secret');
    expect(errorCode(again)).toBe('AUTH_EMAIL_ALREADY_IN_USE');
  });
});

describe('sign-in and sign-out', () => {
  const email = uniqueEmail('signin');
  const password = 'correct horse';

  beforeAll(async () => {
    ok(await register(shop.shopper(), email, password));
  });

  it('answers AUTH_WRONG_PASSWORD alike for a wrong password and an unknown email', async () => {
    const s = shop.shopper();
    const wrong = await signIn(s, email, 'wrong password');
    const unknown = await signIn(s, uniqueEmail('nobody'), password);
    expect(wrong.errors?.[0]).toMatchObject({ message: 'AUTH_WRONG_PASSWORD', extensions: { code: 'AUTH_WRONG_PASSWORD' } });
    expect(unknown.errors?.[0]).toEqual(wrong.errors?.[0]);
    expect(await me(s)).toBeNull();
  });

  it('makes a hash of another cost again at the configured cost when the password signs in', async () => {
    const db = shop.server.services.db;
    const older = await hashPassword(password, 10);
    await db.query('update accounts set password_hash = $2 where email_lower = $1', [email.toLowerCase(), older]);
    expect(errorCode(await signIn(shop.shopper(), email, 'wrong password'))).toBe('AUTH_WRONG_PASSWORD');
    const stillOld = await db.query<{ password_hash: string }>('select password_hash from accounts where email_lower = $1', [email.toLowerCase()]);
    expect(stillOld.rows[0].password_hash).toBe(older);
    ok(await signIn(shop.shopper(), email, password));
    const r = await db.query<{ password_hash: string }>('select password_hash from accounts where email_lower = $1', [email.toLowerCase()]);
    expect(r.rows[0].password_hash).toMatch(new RegExp(`^scrypt\\$${shop.config.auth.passwordCost}\\$`));
    expect(await verifyPassword(password, r.rows[0].password_hash)).toBe(true);
    ok(await signIn(shop.shopper(), email, password));
  });

  it('regenerates the session id at sign-in; sign-out ends the session for good', async () => {
    const s = shop.shopper();
    ok(await addToCart(s, PRODUCTS.oil, 1));
    const before = s.cookies.get('sid');
    ok(await signIn(s, email.toUpperCase(), password));
    const signedIn = s.cookies.get('sid');
    expect(signedIn).toBeDefined();
    expect(signedIn).not.toBe(before);
    expect((await me(s))?.email).toBe(email);

    // The old anonymous cookie is worth nothing now.
    const planted = new (s.constructor as new (url: string) => Shopper)(shop.url);
    planted.cookies.set('sid', before as string);
    expect(await me(planted)).toBeNull();

    expect(ok(await s.gql<{ signOut: boolean }>('mutation { signOut }')).signOut).toBe(true);
    expect(await me(s)).toBeNull();
    const replay = new (s.constructor as new (url: string) => Shopper)(shop.url);
    replay.cookies.set('sid', signedIn as string);
    expect(await me(replay)).toBeNull();
    // The signed-in session's row is gone from the store.
    const sid = /^s:(.+)\.[^.]+$/.exec(decodeURIComponent(signedIn as string))?.[1];
    expect(sid).toBeDefined();
    const rows = await shop.server.services.db.query('select count(*)::int as n from sessions where sid = $1', [sid]);
    expect(rows.rows[0]).toEqual({ n: 0 });
  });

  it('clears the session cookie at sign-out; a shopper who chose a currency gets a new session keeping only it', async () => {
    const plain = shop.shopper();
    ok(await signIn(plain, email, password));
    const out = await plain.gql<{ signOut: boolean }>('mutation { signOut }');
    expect(ok(out).signOut).toBe(true);
    const cleared = out.headers.getSetCookie().find((c) => c.startsWith('sid='));
    expect(cleared).toMatch(/^sid=;/);
    expect(cleared).toContain('Expires=Thu, 01 Jan 1970');
    expect(cleared).toContain('HttpOnly');

    const chooser = shop.shopper();
    ok(await chooser.gql('mutation { setPreferences(currency: "USD") { currency } }'));
    ok(await signIn(chooser, email, password));
    const signedIn = chooser.cookies.get('sid');
    const again = await chooser.gql<{ signOut: boolean }>('mutation { signOut }');
    expect(ok(again).signOut).toBe(true);
    const renewed = again.headers.getSetCookie().find((c) => c.startsWith('sid='));
    expect(renewed).toMatch(/^sid=s%3A/);
    expect(chooser.cookies.get('sid')).not.toBe(signedIn);
    expect(await me(chooser)).toBeNull();
    expect(ok(await chooser.gql<{ preferences: { currency: string } }>('{ preferences { currency } }')).preferences.currency).toBe('USD');
  });
});

describe('profile and password', () => {
  it('needs a session, edits the profile, and changes the password only with the current one', async () => {
    const anonymous = await shop.shopper().gql('mutation { updateProfile(input: { firstName: "X" }) { id } }');
    expect(errorCode(anonymous)).toBe('UNAUTHENTICATED');

    const s = shop.shopper();
    const email = uniqueEmail('profile');
    ok(await register(s, email, 'first-secret'));
    const updated = ok(
      await s.gql<{ updateProfile: { firstName: string; lastName: string; phone: string; avatar: string | null } }>(
        `mutation { updateProfile(input: { firstName: " Ana ", lastName: "Paz", phone: "+54 9 11 1234-5678", avatar: "https://example.com/a.png" }) { firstName lastName phone avatar } }`,
      ),
    ).updateProfile;
    expect(updated).toEqual({ firstName: 'Ana', lastName: 'Paz', phone: '+54 9 11 1234-5678', avatar: 'https://example.com/a.png' });
    const badAvatar = await s.gql('mutation { updateProfile(input: { avatar: "javascript:alert(1)" }) { id } }');
    expect(errorCode(badAvatar)).toBe('BAD_USER_INPUT');
    expect(errorCode(await s.gql('mutation { updateProfile(input: { email: "nope" }) { id } }'))).toBe('AUTH_INVALID_EMAIL');

    const change = (current: string, next: string) =>
      s.gql('mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }', { c: current, n: next });
    expect(errorCode(await change('first-secret', '123'))).toBe('AUTH_WEAK_PASSWORD');
    expect(errorCode(await change('not-the-password', 'second-secret'))).toBe('AUTH_WRONG_PASSWORD');
    expect(ok(await change('first-secret', 'second-secret'))).toEqual({ changePassword: true });
    ok(await signIn(shop.shopper(), email, 'second-secret'));
  });

  it('shows the demo account in demo mode and lets it sign in', async () => {
    const demo = ok(await shop.shopper().gql<{ demoAccount: { email: string; password: string } | null }>('{ demoAccount { email password } }')).demoAccount;
    expect(demo).not.toBeNull();
    const s = shop.shopper();
    ok(await signIn(s, demo?.email ?? '', demo?.password ?? ''));
    expect((await me(s))?.email).toBe(demo?.email);
  });
});
