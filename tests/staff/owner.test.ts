import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteTemplate } from '../helpers/pglite-template';
import { startTestShop, type TestShop } from '../helpers/shop';
import { DEMO_OWNER_FILE, demoOwnerCredentials, ensureDemoOwner } from '../../server/staff/demo';
import { loadConfig } from '../../server/config';
import { totpCode } from '../../server/staff/totp';
import { PERMISSIONS } from '../../server/staff/permissions';
import { signIn, StaffBrowser, STAFF_QUERIES } from './helpers';

// The first owner comes from a command that prints a one-time link (never a password); the demo
// start makes an owner whose password and TOTP secret are kept in the data directory.

const ROOT = path.resolve(import.meta.dirname, '../..');
let dataDir: string;
let shop: TestShop | null = null;

function createOwner(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/staff-create-owner.ts'), '--', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL: 'https://tienda.example' },
  });
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-owner-'));
  fs.cpSync(await pgliteTemplate(), path.join(dataDir, 'pglite'), { recursive: true });
});
afterAll(async () => {
  await shop?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run staff:create-owner', () => {
  it('prints a one-time link to set the password, and the owner signs in with it and a second factor', async () => {
    expect(createOwner().status).toBe(2);
    const run = createOwner('jefa@example.com', 'Jefa', 'Pérez');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const link = /https:\/\/tienda\.example\/admin\/invitation\/([A-Za-z0-9_-]+)/.exec(run.stdout);
    expect(link, run.stdout).not.toBeNull();
    expect(run.stdout).not.toMatch(/password:/i);
    // A second run gives a new link; the first stops working.
    const again = createOwner('jefa@example.com');
    const second = /\/admin\/invitation\/([A-Za-z0-9_-]+)/.exec(again.stdout)![1];
    expect(second).not.toBe(link![1]);

    shop = await startTestShop({}, { dataDir });
    const b = new StaffBrowser(shop.url);
    const accept = 'mutation ($t: String!, $p: String!) { acceptInvitation(token: $t, password: $p) }';
    expect((await b.gql(accept, { t: link![1], p: 'la clave de la jefa' })).errors?.[0]?.extensions?.code).toBe('INVITATION_INVALID');
    expect((await b.gql(accept, { t: second, p: 'la clave de la jefa' })).data).toEqual({ acceptInvitation: true });
    const first = await b.gql<{ signIn: { step: string; enrolment: { secret: string } } }>(STAFF_QUERIES.SIGN_IN, { email: 'jefa@example.com', password: 'la clave de la jefa' });
    expect(first.data?.signIn.step).toBe('TOTP_ENROLMENT');
    const done = await b.gql<{ verifyTotp: { viewer: { permissions: string[] } } }>(STAFF_QUERIES.VERIFY, { code: totpCode(first.data!.signIn.enrolment.secret) });
    expect(done.data?.verifyTotp.viewer.permissions).toContain('staff:manage');
    expect(done.data?.verifyTotp.viewer.permissions).toEqual([...PERMISSIONS]);
    const audit = await shop.server.services.db.query<{ actor: string; action: string }>("select actor, action from audit_log where action like 'staff.%' order by id");
    expect(audit.rows.slice(0, 2)).toEqual([
      { actor: 'system:staff:create-owner', action: 'staff.create-owner' },
      { actor: 'system:staff:create-owner', action: 'staff.owner-setup-link' },
    ]);
  });

  it('makes the demo owner once, with the password and TOTP secret kept in the data directory', async () => {
    const db = shop!.server.services.db;
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    await ensureDemoOwner(db, config, { announce: false });
    await ensureDemoOwner(db, config, { announce: false });
    const file = path.join(dataDir, DEMO_OWNER_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const credentials = demoOwnerCredentials(dataDir);
    expect((await db.query('select 1 from staff_members where email_lower = $1', [credentials.email])).rows).toHaveLength(1);
    await signIn({ ...credentials, browser: new StaffBrowser(shop!.url) });
    // Never in production.
    expect(() => loadConfig({ NODE_ENV: 'production', STAFF_DEMO_OWNER: 'true', SESSION_SECRET: 'x'.repeat(32) })).toThrow(/STAFF_DEMO_OWNER/);
  });
});
