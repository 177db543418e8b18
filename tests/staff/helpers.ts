import crypto from 'node:crypto';
import { expect } from 'vitest';
import type { GraphQLAnswer, TestShop } from '../helpers/shop';
import { hashPassword, TEST_PASSWORD_COST } from '../../server/account/password';
import { totpCode } from '../../server/staff/totp';
import { newTotpSecret } from '../../server/staff/totp';

/** A browser of the staff app: its own cookie jar, the CSRF header copied from the cookie, POSTs to /admin/graphql. */
export class StaffBrowser {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async fetch(pathname: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(this.baseUrl + pathname, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  async gql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLAnswer<T>> {
    if (!this.cookies.has('csrf-token')) await this.fetch('/healthz');
    const res = await this.fetch('/admin/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': this.cookies.get('csrf-token') ?? '' },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: T; errors?: GraphQLAnswer<T>['errors'] };
    return { status: res.status, data: body.data ?? undefined, errors: body.errors, headers: res.headers };
  }
}

export interface TestStaff {
  id: string;
  email: string;
  password: string;
  totpSecret: string;
  browser: StaffBrowser;
}

const SIGN_IN = `mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { step enrolment { secret } } }`;
const VERIFY = `mutation ($code: String!) { verifyTotp(code: $code) { step viewer { permissions member { email } } } }`;

/**
 * A staff member with `role`, active with a password and an enrolled TOTP secret (written straight
 * to the database: the invitation and enrolment have tests of their own), signed in through the API.
 */
export async function signedInStaff(shop: TestShop, role: string, options: { signIn?: boolean } = {}): Promise<TestStaff> {
  const id = crypto.randomUUID();
  const email = `staff-${id.slice(0, 8)}@example.com`;
  const password = `pw-${crypto.randomBytes(8).toString('hex')}`;
  const totpSecret = newTotpSecret();
  await shop.server.services.db.query(
    `insert into staff_members (id, email, email_lower, name, role, status, password_hash, totp_secret) values ($1, $2, $2, $3, $4, 'active', $5, $6)`,
    [id, email, `Staff ${role}`, role, await hashPassword(password, TEST_PASSWORD_COST), totpSecret],
  );
  const browser = new StaffBrowser(shop.url);
  const staff = { id, email, password, totpSecret, browser };
  if (options.signIn !== false) await signIn(staff);
  return staff;
}

export async function signIn(staff: Pick<TestStaff, 'email' | 'password' | 'totpSecret' | 'browser'>, time = Date.now()): Promise<void> {
  const first = await staff.browser.gql<{ signIn: { step: string } }>(SIGN_IN, { email: staff.email, password: staff.password });
  expect(first.errors).toBeUndefined();
  expect(first.data?.signIn.step).toBe('TOTP');
  const second = await staff.browser.gql<{ verifyTotp: { step: string } }>(VERIFY, { code: totpCode(staff.totpSecret, time) });
  expect(second.errors).toBeUndefined();
  expect(second.data?.verifyTotp.step).toBe('DONE');
}

export const STAFF_QUERIES = { SIGN_IN, VERIFY };
