import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../helpers/shop';
import { errorCode, ok, register, signIn, uniqueEmail } from './helpers';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop({ DEMO_MODE: 'false', AUTH_MAX_FAILURES_PER_ACCOUNT: '2', AUTH_MAX_FAILURES_PER_ADDRESS: '4' });
});
afterAll(async () => {
  await shop?.close();
});

describe('sign-in rate limit', () => {
  it('hides the demo account outside demo mode', async () => {
    expect(ok(await shop.shopper().gql('{ demoAccount { email } }'))).toEqual({ demoAccount: null });
  });

  it('locks an account after too many failures, then the client address, with AUTH_TOO_MANY_ATTEMPTS', async () => {
    const s = shop.shopper();
    const email = uniqueEmail('limited');
    ok(await register(shop.shopper(), email, 'right-password'));

    expect(errorCode(await signIn(s, email, 'wrong-1'))).toBe('AUTH_WRONG_PASSWORD');
    expect(errorCode(await signIn(s, email, 'wrong-2'))).toBe('AUTH_WRONG_PASSWORD');
    // Third attempt on the account: refused even with the right password.
    const locked = await signIn(s, email, 'right-password');
    expect(locked.errors?.[0]).toMatchObject({ message: 'AUTH_TOO_MANY_ATTEMPTS', extensions: { code: 'AUTH_TOO_MANY_ATTEMPTS' } });
    expect(locked.status).toBe(429);

    // The address has used 3 of 4 attempts: one more wrong one on another account, then it is locked too.
    const other = uniqueEmail('other');
    expect(errorCode(await signIn(s, other, 'whatever'))).toBe('AUTH_WRONG_PASSWORD');
    expect(errorCode(await signIn(s, uniqueEmail('third'), 'whatever'))).toBe('AUTH_TOO_MANY_ATTEMPTS');

    // After the window the account signs in again.
    await shop.server.services.db.query(`update sign_in_failures set window_started_at = now() - interval '1 day'`);
    ok(await signIn(s, email, 'right-password'));
  });
});
