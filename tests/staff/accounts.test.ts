import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempPgDatabase, TEST_DATABASE_URL, type TempPgDatabase } from '../helpers/pg';
import { startTestShop, type TestShop } from '../helpers/shop';
import { totpCode } from '../../server/staff/totp';
import { signedInStaff, StaffBrowser, STAFF_QUERIES, type TestStaff } from './helpers';

const VIEWER = '{ viewer { permissions member { email role { code } status totpEnrolled } } }';
const INVITE = `mutation ($input: InviteStaffInput!) { inviteStaff(input: $input) { id email status role { code } } }`;

interface AuditRowSeen {
  actor: string;
  action: string;
  entity: string;
  entity_id: string;
  before: unknown;
  after: unknown;
  reason: string;
  address: string;
}

function staffSuite(label: string, env: () => Promise<{ env: Record<string, string>; done?: () => Promise<void> }>) {
  describe(`staff accounts (${label})`, () => {
    let shop: TestShop;
    let owner: TestStaff;
    let done: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      const e = await env();
      done = e.done;
      shop = await startTestShop({ STAFF_IDLE_MINUTES: '30', ...e.env });
      owner = await signedInStaff(shop, 'owner');
    });
    afterAll(async () => {
      await shop?.close();
      await done?.();
    });

    const audit = async (entityId: string) =>
      (await shop.server.services.db.query<AuditRowSeen>('select actor, action, entity, entity_id, before, after, reason, address from audit_log where entity_id = $1 order by id', [entityId])).rows;

    it('invites a colleague by e-mail, who sets a password with the link and enrols TOTP at the first sign-in', async () => {
      const r = await owner.browser.gql<{ inviteStaff: { id: string; status: string; role: { code: string } } }>(INVITE, { input: { email: 'Ana.Colega@Example.com', name: 'Ana Colega', role: 'orders' } });
      expect(r.errors).toBeUndefined();
      expect(r.data?.inviteStaff).toMatchObject({ status: 'INVITED', role: { code: 'orders' } });
      const id = r.data!.inviteStaff.id;
      // The invitation went to the outbox, in the same transaction as the member, with a one-time link.
      const mail = await shop.server.services.db.query<{ to_address: string; text: string; kind: string }>("select to_address, text, kind from mail_outbox where kind = 'staff-invitation'");
      expect(mail.rows).toHaveLength(1);
      expect(mail.rows[0].to_address).toBe('Ana.Colega@Example.com');
      const token = /\/admin\/invitation\/([A-Za-z0-9_-]+)/.exec(mail.rows[0].text)?.[1];
      expect(token).toBeTruthy();

      const colleague = new StaffBrowser(shop.url);
      const shown = await colleague.gql<{ invitation: { email: string; name: string } | null }>('query ($t: String!) { invitation(token: $t) { email name } }', { t: token });
      expect(shown.data?.invitation).toMatchObject({ email: 'Ana.Colega@Example.com', name: 'Ana Colega' });
      const accept = 'mutation ($t: String!, $p: String!) { acceptInvitation(token: $t, password: $p) }';
      const short = await colleague.gql(accept, { t: token, p: 'corta' });
      expect(short.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const ok = await colleague.gql<{ acceptInvitation: boolean }>(accept, { t: token, p: 'una clave bastante larga' });
      expect(ok.data?.acceptInvitation).toBe(true);
      const again = await colleague.gql(accept, { t: token, p: 'otra clave bastante larga' });
      expect(again.errors?.[0]?.extensions?.code).toBe('INVITATION_INVALID');

      // First sign-in: the password, then enrolment of a new secret with its first code.
      const first = await colleague.gql<{ signIn: { step: string; enrolment: { secret: string } | null } }>(STAFF_QUERIES.SIGN_IN, { email: 'ana.colega@example.com', password: 'una clave bastante larga' });
      expect(first.data?.signIn.step).toBe('TOTP_ENROLMENT');
      const secret = first.data!.signIn.enrolment!.secret;
      // Between the steps the session reaches nothing.
      expect((await colleague.gql(VIEWER)).data).toEqual({ viewer: null });
      expect((await colleague.gql('{ orders { nodes { id } } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const wrong = String((Number(totpCode(secret)) + 1) % 1_000_000).padStart(6, '0');
      expect((await colleague.gql(STAFF_QUERIES.VERIFY, { code: wrong })).errors?.[0]?.extensions?.code).toBe('TOTP_INVALID');
      const done = await colleague.gql<{ verifyTotp: { step: string; viewer: { permissions: string[] } } }>(STAFF_QUERIES.VERIFY, { code: totpCode(secret) });
      expect(done.errors).toBeUndefined();
      expect(done.data?.verifyTotp.step).toBe('DONE');
      expect(done.data?.verifyTotp.viewer.permissions.sort()).toEqual(['messages:answer', 'messages:read', 'orders:manage', 'orders:read', 'payments:refund', 'shipping:manage']);
      const me = await colleague.gql<{ viewer: { member: { status: string; totpEnrolled: boolean } } }>(VIEWER);
      expect(me.data?.viewer.member).toMatchObject({ status: 'ACTIVE', totpEnrolled: true });

      const entries = await audit(id);
      expect(entries.map((e) => e.action)).toEqual(['staff.invite', 'staff.accept-invitation', 'staff.enrol-totp']);
      expect(entries[0]).toMatchObject({ actor: owner.email, entity: 'staff', before: null, after: { email: 'Ana.Colega@Example.com', role: 'orders', status: 'invited' } });
      expect(entries[1]).toMatchObject({ actor: 'Ana.Colega@Example.com', before: { status: 'invited', passwordSet: false }, after: { status: 'active', passwordSet: true } });
      for (const e of entries) expect(e.address).toMatch(/127\.0\.0\.1/);
    });

    it('refuses a wrong password, a second use of a code, and gives a new session id at each step', async () => {
      const staff = await signedInStaff(shop, 'viewer', { signIn: false });
      const b = staff.browser;
      const wrong = await b.gql(STAFF_QUERIES.SIGN_IN, { email: staff.email, password: 'not the password' });
      expect(wrong.errors?.[0]?.extensions?.code).toBe('WRONG_CREDENTIALS');
      expect(b.cookies.has('staff-sid')).toBe(false);

      await b.gql(STAFF_QUERIES.SIGN_IN, { email: staff.email, password: staff.password });
      const afterPassword = b.cookies.get('staff-sid');
      const now = Date.now();
      const code = totpCode(staff.totpSecret, now);
      expect((await b.gql(STAFF_QUERIES.VERIFY, { code })).data).toMatchObject({ verifyTotp: { step: 'DONE' } });
      const signedIn = b.cookies.get('staff-sid');
      expect(afterPassword).toBeTruthy();
      expect(signedIn).toBeTruthy();
      expect(signedIn).not.toBe(afterPassword);
      // The cookie of the password step is worth nothing now.
      const stale = new StaffBrowser(shop.url);
      stale.cookies.set('staff-sid', afterPassword!);
      expect((await stale.gql(VIEWER)).data).toEqual({ viewer: null });

      // Signed out and in again: the same code is refused (replay), the next one is taken.
      expect((await b.gql<{ signOut: boolean }>('mutation { signOut }')).data?.signOut).toBe(true);
      expect((await b.gql(VIEWER)).data).toEqual({ viewer: null });
      await b.gql(STAFF_QUERIES.SIGN_IN, { email: staff.email, password: staff.password });
      const replay = await b.gql(STAFF_QUERIES.VERIFY, { code });
      expect(replay.errors?.[0]?.extensions?.code).toBe('TOTP_REPLAYED');
      const next = await b.gql(STAFF_QUERIES.VERIFY, { code: totpCode(staff.totpSecret, now + 30_000) });
      expect(next.data).toMatchObject({ verifyTotp: { step: 'DONE' } });
    });

    it('ends a session idle longer than STAFF_IDLE_MINUTES, and keeps one in use', async () => {
      const staff = await signedInStaff(shop, 'viewer');
      const sessions = () => shop.server.services.db.query("update staff_sessions set last_seen_at = now() - interval '29 minutes' where staff_id = $1", [staff.id]);
      await sessions();
      expect((await staff.browser.gql<{ viewer: unknown }>(VIEWER)).data?.viewer).not.toBeNull();
      await shop.server.services.db.query("update staff_sessions set last_seen_at = now() - interval '31 minutes' where staff_id = $1", [staff.id]);
      expect((await staff.browser.gql(VIEWER)).data).toEqual({ viewer: null });
      const refused = await staff.browser.gql('{ orders { nodes { id } } }');
      expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('changes a role and disables a member (their sessions end), each with an audit entry and its reason', async () => {
      const colleague = await signedInStaff(shop, 'viewer');
      const change = await owner.browser.gql<{ changeStaffRole: { role: { code: string } } }>(
        'mutation ($id: ID!) { changeStaffRole(id: $id, role: "catalogue", reason: "Se ocupa de precios") { role { code } } }',
        { id: colleague.id },
      );
      expect(change.data?.changeStaffRole.role.code).toBe('catalogue');
      const perms = await colleague.browser.gql<{ viewer: { permissions: string[] } }>(VIEWER);
      expect(perms.data?.viewer.permissions.sort()).toEqual(['catalogue:moderate', 'messages:answer', 'messages:read', 'prices:import', 'rates:manage']);
      // A refused write writes no entry.
      const unknownRole = await owner.browser.gql('mutation ($id: ID!) { changeStaffRole(id: $id, role: "nope", reason: "x") { id } }', { id: colleague.id });
      expect(unknownRole.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const noReason = await owner.browser.gql('mutation ($id: ID!) { disableStaff(id: $id, reason: " ") { id } }', { id: colleague.id });
      expect(noReason.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

      const disable = await owner.browser.gql<{ disableStaff: { status: string } }>('mutation ($id: ID!) { disableStaff(id: $id, reason: "Dejó la empresa") { status } }', { id: colleague.id });
      expect(disable.data?.disableStaff.status).toBe('DISABLED');
      expect((await colleague.browser.gql(VIEWER)).data).toEqual({ viewer: null });
      const again = await colleague.browser.gql(STAFF_QUERIES.SIGN_IN, { email: colleague.email, password: colleague.password });
      expect(again.errors?.[0]?.extensions?.code).toBe('WRONG_CREDENTIALS');

      const entries = await audit(colleague.id);
      expect(entries).toEqual([
        expect.objectContaining({ action: 'staff.change-role', actor: owner.email, before: { role: 'viewer' }, after: { role: 'catalogue' }, reason: 'Se ocupa de precios' }),
        expect.objectContaining({ action: 'staff.disable', actor: owner.email, before: { status: 'active' }, after: { status: 'disabled' }, reason: 'Dejó la empresa' }),
      ]);

      // The audit log, filtered by entity and by actor, pages newest first.
      const q = 'query ($f: AuditFilter, $after: String) { auditLog(filter: $f, first: 1, after: $after) { nodes { action reason actor } pageInfo { endCursor hasNextPage } } }';
      const page1 = await owner.browser.gql<{ auditLog: { nodes: { action: string }[]; pageInfo: { endCursor: string; hasNextPage: boolean } } }>(q, { f: { entity: 'staff', entityId: colleague.id } });
      expect(page1.data?.auditLog.nodes.map((n) => n.action)).toEqual(['staff.disable']);
      expect(page1.data?.auditLog.pageInfo.hasNextPage).toBe(true);
      const page2 = await owner.browser.gql<{ auditLog: { nodes: { action: string }[]; pageInfo: { hasNextPage: boolean } } }>(q, { f: { entity: 'staff', entityId: colleague.id }, after: page1.data?.auditLog.pageInfo.endCursor });
      expect(page2.data?.auditLog.nodes.map((n) => n.action)).toEqual(['staff.change-role']);
      expect(page2.data?.auditLog.pageInfo.hasNextPage).toBe(false);
      const byActor = await owner.browser.gql<{ auditLog: { nodes: { actor: string }[] } }>(
        'query ($f: AuditFilter) { auditLog(filter: $f, first: 50) { nodes { actor } } }',
        { f: { actorId: owner.id, from: new Date(Date.now() - 3_600_000).toISOString() } },
      );
      expect(byActor.data?.auditLog.nodes.length).toBeGreaterThanOrEqual(2);
      expect(new Set(byActor.data?.auditLog.nodes.map((n) => n.actor))).toEqual(new Set([owner.email]));
    });

    it('writes an audit entry with its change or not at all (one transaction)', async () => {
      const { db } = shop.server.services;
      const { recordAudit } = await import('../../server/staff/audit');
      await expect(
        db.transaction(async (tx) => {
          await tx.query("update staff_members set name = 'Cambiado' where id = $1", [owner.id]);
          await recordAudit(tx, { actor: { id: owner.id, email: owner.email }, action: 'staff.rename', entity: 'staff', entityId: owner.id, before: {}, after: {}, address: 'test' });
          throw new Error('the write fails after its entry');
        }),
      ).rejects.toThrow('the write fails');
      expect((await db.query<{ name: string }>('select name from staff_members where id = $1', [owner.id])).rows[0].name).not.toBe('Cambiado');
      expect((await db.query("select 1 from audit_log where action = 'staff.rename'")).rows).toHaveLength(0);
    });
  });
}

staffSuite('PGlite', async () => ({ env: {} }));
describe.skipIf(!TEST_DATABASE_URL)('on PostgreSQL', () => {
  let pg: TempPgDatabase | null = null;
  staffSuite('PostgreSQL', async () => {
    pg = await createTempPgDatabase();
    return { env: { DATABASE_URL: pg.url }, done: () => pg!.drop() };
  });
});
