import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANIFEST_FILE, type ManifestOperation } from '../../server/http/trusted-operations';
import { createTempPgDatabase, TEST_DATABASE_URL } from '../helpers/pg';
import { startTestShop, type TestShop } from '../helpers/shop';
import { App } from '../apps/helpers';
import { signedInStaff, type TestStaff } from './helpers';

// A shop as production runs it (only the published operations run): the back office marks an
// account as a developer, and the account's app, already signed in, runs a document outside the
// manifest from its next request; unmarked, it is refused again; its sessions revoked, its tokens
// stop working. Through the public surfaces only: /graphql for the apps, /admin/graphql for the staff.

const manifest = JSON.parse(fs.readFileSync(MANIFEST_FILE, 'utf8')) as { operations: ManifestOperation[] };
function op(name: string): string {
  const found = manifest.operations.find((o) => o.name === name && o.clientName === 'apps');
  if (!found) throw new Error(`no apps operation ${name} in the manifest`);
  return found.body;
}

/** Not in the manifest: a developer's own document. */
const UNLISTED = '{ me { email } }';

const FIND = `query ($email: String!, $developersOnly: Boolean) { shopperAccounts(email: $email, developersOnly: $developersOnly) {
  id email developer appSessions { id deviceName signedInAt lastActiveAt expiresAt tokens { kind createdAt expiresAt usedAt live } }
} }`;
const MARK = `mutation ($id: ID!, $developer: Boolean!, $reason: String) { setAccountDeveloper(accountId: $id, developer: $developer, reason: $reason) { id developer } }`;
const REVOKE = `mutation ($id: ID!, $session: ID, $reason: String) { revokeAppSessions(accountId: $id, sessionId: $session, reason: $reason) }`;
const AUDIT = `query ($f: AuditFilter) { auditLog(filter: $f, first: 50) { nodes { action actor reason before after } } }`;

interface Found {
  shopperAccounts: { id: string; email: string; developer: boolean; appSessions: { id: string; deviceName: string; tokens: { kind: string; live: boolean; expiresAt: string | null }[] }[] }[];
}

function developerSuite(label: string, setUp: () => Promise<{ env: Record<string, string>; done?: () => Promise<void> }>) {
  describe(`developer accounts in production (${label})`, () => {
    let shop: TestShop;
    let owner: TestStaff;
    let orders: TestStaff;
    const email = `dev.${Date.now()}@example.com`;
    const password = 'developer-secret-1';
    let workshop: App;
    let laptop: App;
    let accountId: string;
    let done: (() => Promise<void>) | undefined;

    async function signInApp(device: string): Promise<App> {
      const app = new App(shop.url, device);
      const r = await app.gql<{ appSignIn: { tokens: { accessToken: string } } }>(op('AppSignIn'), { email, password, device: { name: device } });
      expect(r.errors).toBeUndefined();
      app.accessToken = r.data!.appSignIn.tokens.accessToken;
      return app;
    }

    beforeAll(async () => {
      const setup = await setUp();
      done = setup.done;
      shop = await startTestShop({ NODE_ENV: 'production', SESSION_SECRET: 'a'.repeat(40), LOG_LEVEL: 'silent', GRAPHQL_TRUSTED_ONLY: 'true', ...setup.env });
      [owner, orders] = await Promise.all([signedInStaff(shop, 'owner'), signedInStaff(shop, 'orders')]);
      const registered = await new App(shop.url).gql(op('AppRegister'), { email, password });
      expect(registered.errors).toBeUndefined();
      workshop = await signInApp('Mostrador del taller');
      laptop = await signInApp('Notebook de Lucas');
    });
    afterAll(async () => {
      await shop?.close();
      await done?.();
    });

      it('refuses a document outside the manifest to an account that is not a developer', async () => {
        const r = await workshop.gql(UNLISTED);
        expect(r.status).toBe(403);
        expect(r.errors?.[0].extensions?.code).toBe('OPERATION_NOT_TRUSTED');
      });

      it('finds the account by e-mail with its app sessions and tokens, never the tokens themselves', async () => {
        const r = await owner.browser.gql<Found>(FIND, { email: email.slice(0, 10).toUpperCase() });
        expect(r.errors).toBeUndefined();
        const [account] = r.data!.shopperAccounts;
        expect(account).toMatchObject({ email, developer: false });
        accountId = account.id;
        expect(account.appSessions.map((s) => s.deviceName).sort()).toEqual(['Mostrador del taller', 'Notebook de Lucas']);
        for (const s of account.appSessions) {
          expect(s.tokens.map((t) => t.kind).sort()).toEqual(['ACCESS', 'REFRESH']);
          expect(s.tokens.every((t) => t.live)).toBe(true);
          expect(s.tokens.find((t) => t.kind === 'ACCESS')!.expiresAt).not.toBeNull();
        }
        const text = JSON.stringify(r.data);
        expect(text).not.toContain(workshop.accessToken!);
        expect(text).not.toContain(laptop.accessToken!);
        const tooShort = await owner.browser.gql(FIND, { email: 'd' });
        expect(tooShort.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
      });

      it('refuses the apps screen to a staff member without apps:manage', async () => {
        const find = await orders.browser.gql(FIND, { email });
        expect(find.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', permission: 'apps:manage' });
        const mark = await orders.browser.gql(MARK, { id: accountId, developer: true });
        expect(mark.status).toBe(403);
        expect((await workshop.gql(UNLISTED)).status).toBe(403);
      });

      it('marks the account a developer: its app, already signed in, runs the document from its next request; unmarked, it is refused again', async () => {
        const marked = await owner.browser.gql<{ setAccountDeveloper: { developer: boolean } }>(MARK, { id: accountId, developer: true, reason: 'Integra su sistema de taller' });
        expect(marked.errors).toBeUndefined();
        expect(marked.data!.setAccountDeveloper.developer).toBe(true);
        const ran = await workshop.gql<{ me: { email: string } }>(UNLISTED);
        expect(ran.status).toBe(200);
        expect(ran.data?.me.email).toBe(email);
        expect((await owner.browser.gql<Found>(FIND, { email: '', developersOnly: true })).data!.shopperAccounts.map((a) => a.email)).toContain(email);

        await owner.browser.gql(MARK, { id: accountId, developer: false, reason: 'Terminó la prueba' });
        expect((await workshop.gql(UNLISTED)).errors?.[0].extensions?.code).toBe('OPERATION_NOT_TRUSTED');
        await owner.browser.gql(MARK, { id: accountId, developer: true });
        expect((await laptop.gql<{ me: { email: string } }>(UNLISTED)).data?.me.email).toBe(email);
      });

      it('revokes one app session, then all: their tokens stop working at once', async () => {
        const before = await owner.browser.gql<Found>(FIND, { email });
        const laptopSession = before.data!.shopperAccounts[0].appSessions.find((s) => s.deviceName === 'Notebook de Lucas')!;
        const one = await owner.browser.gql<{ revokeAppSessions: number }>(REVOKE, { id: accountId, session: laptopSession.id, reason: 'Notebook robada' });
        expect(one.data?.revokeAppSessions).toBe(1);
        const refused = await laptop.gql(op('AppMe'));
        expect(refused.status).toBe(401);
        expect(refused.errors?.[0].extensions?.code).toBe('TOKEN_INVALID');
        expect((await workshop.gql<{ me: { email: string } }>(UNLISTED)).data?.me.email).toBe(email);
        const again = await owner.browser.gql(REVOKE, { id: accountId, session: laptopSession.id });
        expect(again.errors?.[0].extensions?.code).toBe('NOT_FOUND');

        const all = await owner.browser.gql<{ revokeAppSessions: number }>(REVOKE, { id: accountId, reason: 'Cambio de credenciales' });
        expect(all.data?.revokeAppSessions).toBe(1);
        expect((await workshop.gql(UNLISTED)).status).toBe(401);
        expect((await owner.browser.gql<Found>(FIND, { email })).data!.shopperAccounts[0].appSessions).toEqual([]);
      });

      it('keeps an audit entry of every change, with its reason', async () => {
        const r = await owner.browser.gql<{ auditLog: { nodes: { action: string; actor: string; reason: string; before: unknown; after: unknown }[] } }>(AUDIT, {
          f: { entity: 'account', entityId: accountId },
        });
        expect(r.data!.auditLog.nodes.map((n) => [n.action, n.reason])).toEqual([
          ['account.revoke-app-sessions', 'Cambio de credenciales'],
          ['account.revoke-app-session', 'Notebook robada'],
          ['account.mark-developer', ''],
          ['account.unmark-developer', 'Terminó la prueba'],
          ['account.mark-developer', 'Integra su sistema de taller'],
        ]);
        expect(r.data!.auditLog.nodes.every((n) => n.actor === owner.email)).toBe(true);
        expect(r.data!.auditLog.nodes[4]).toMatchObject({ before: { email, developer: false }, after: { email, developer: true } });
      });
  });
}

developerSuite('PGlite', async () => ({ env: {} }));
describe.skipIf(!TEST_DATABASE_URL)('on PostgreSQL', () => {
  developerSuite('PostgreSQL', async () => {
    const pg = await createTempPgDatabase();
    return { env: { DATABASE_URL: pg.url }, done: () => pg.drop() };
  });
});
