import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../helpers/shop';
import { signedInStaff, StaffBrowser, type TestStaff } from './helpers';

// The staff side's own rules at the HTTP level: its cookie, its cache policy, its CSRF check, POST
// only, and nothing of it in the shop's API, introspection or operations manifest.

let shop: TestShop;
let owner: TestStaff;
beforeAll(async () => {
  shop = await startTestShop();
  owner = await signedInStaff(shop, 'owner');
});
afterAll(async () => {
  await shop?.close();
});

describe('the staff side over HTTP', () => {
  it('sets its own cookie: HttpOnly, SameSite=Strict, for /admin only; the shop\'s session grants nothing there', async () => {
    const b = new StaffBrowser(shop.url);
    await b.fetch('/healthz');
    const res = await b.fetch('/admin/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': b.cookies.get('csrf-token')! },
      body: JSON.stringify({ query: 'mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { step } }', variables: { e: owner.email, p: owner.password } }),
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('staff-sid='));
    expect(cookie).toMatch(/Path=\/admin/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    // A shopper signed in on the shop is nobody on the staff side.
    const shopper = shop.shopper();
    const registered = await shopper.gql('mutation { register(email: "comprador@example.com", password: "clave-del-comprador") { __typename } }');
    expect(registered.errors).toBeUndefined();
    expect(shopper.cookies.has('sid')).toBe(true);
    const asShopper = new StaffBrowser(shop.url);
    for (const [k, v] of shopper.cookies) asShopper.cookies.set(k, v);
    expect((await asShopper.gql('{ orders { nodes { id } } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('is never cached, refuses GET and a POST without the CSRF header', async () => {
    const r = await owner.browser.gql('{ viewer { permissions } }');
    expect(r.headers.get('cache-control')).toBe('private, no-store');
    expect(r.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(r.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const get = await owner.browser.fetch('/admin/graphql?query=%7Bviewer%7Bpermissions%7D%7D', { headers: { 'apollo-require-preflight': '1' } });
    expect(get.status).toBe(405);
    const noCsrf = await owner.browser.fetch('/admin/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ viewer { permissions } }' }) });
    expect(noCsrf.status).toBe(403);
    expect(((await noCsrf.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code).toBe('CSRF_TOKEN_INVALID');
    // The staff app's page: never kept, never rendered by the shop's renderer (not built here: a plain 404).
    const page = await owner.browser.fetch('/admin/orders', { headers: { accept: 'text/html' } });
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('x-page-cache')).toBeNull();
  });

  it('shows nothing of itself in the shop\'s API, introspection or operations manifest', async () => {
    const shopper = shop.shopper();
    const types = await shopper.gql<{ __schema: { types: { name: string }[]; queryType: { fields: { name: string }[] } } }>('{ __schema { types { name } queryType { fields { name } } } }');
    const names = types.data!.__schema.types.map((t) => t.name);
    for (const adminType of ['StaffMember', 'AuditEntry', 'OrderSummary', 'AdminErrorCode', 'SignInResult']) expect(names).not.toContain(adminType);
    expect(types.data!.__schema.queryType.fields.map((f) => f.name)).not.toContain('auditLog');
    const refused = await shopper.gql('{ staffMembers { id } }');
    expect(refused.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const manifest = await (await fetch(`${shop.url}/graphql/operations.json`)).text();
    expect(manifest).not.toMatch(/staffMembers|auditLog|verifyTotp|inviteStaff/);
    // Nor in the shop's generated types and documents.
    for (const file of ['server/generated/graphql.ts', 'client/src/gql/graphql.ts']) {
      expect(fs.readFileSync(path.resolve(file), 'utf8')).not.toMatch(/StaffMember|AuditEntry|AdminErrorCode/);
    }
  });
});

describe('partial permissions', () => {
  it('answers the fields a staff member may see beside the one refused, with HTTP 200', async () => {
    const viewer = await signedInStaff(shop, 'viewer');
    const r = await viewer.browser.gql<{ viewer: { permissions: string[] }; orders: { nodes: unknown[] }; staffMembers: unknown }>('{ viewer { permissions } orders(first: 1) { nodes { id } } staffMembers { id } }');
    expect(r.status).toBe(200);
    expect(r.data?.viewer.permissions).toEqual(['orders:read', 'messages:read']);
    expect(r.data?.orders.nodes).toEqual([]);
    expect(r.data?.staffMembers).toBeNull();
    expect(r.errors).toEqual([expect.objectContaining({ path: ['staffMembers'], extensions: { code: 'FORBIDDEN', permission: 'staff:manage' } })]);
  });
});
