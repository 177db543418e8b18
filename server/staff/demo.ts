import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import type { Db } from '../db';
import { hashPassword } from '../account/password';
import { recordAudit } from './audit';
import { newTotpSecret } from './totp';

/** The demo owner of the embedded start (STAFF_DEMO_OWNER, development only). */
export const DEMO_OWNER_EMAIL = 'duena@autopartesdelsur.com.ar';
export const DEMO_OWNER_NAME = 'Marta Giménez';
export const DEMO_OWNER_FILE = 'staff-demo.json';

export interface DemoOwnerCredentials {
  email: string;
  password: string;
  totpSecret: string;
}

/**
 * The demo owner's password and TOTP secret: made at the first start and kept in the data
 * directory (mode 0600), never a password written in the code. Several workers starting at once
 * agree on one file (the first to link it wins; the others read it).
 */
export function demoOwnerCredentials(dataDir: string): DemoOwnerCredentials {
  const file = path.join(dataDir, DEMO_OWNER_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    const fresh: DemoOwnerCredentials = { email: DEMO_OWNER_EMAIL, password: crypto.randomBytes(9).toString('base64url'), totpSecret: newTotpSecret() };
    const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
    fs.writeFileSync(tmp, JSON.stringify(fresh, null, 2) + '\n', { mode: 0o600 });
    try {
      fs.linkSync(tmp, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      fs.rmSync(tmp, { force: true });
    }
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as DemoOwnerCredentials;
}

/** Creates the demo owner (active, TOTP enrolled with the file's secret) unless a staff member has that e-mail; tells how to sign in. */
export async function ensureDemoOwner(db: Db, config: Pick<Config, 'dataDir' | 'auth'>, options: { announce: boolean }): Promise<void> {
  const credentials = demoOwnerCredentials(config.dataDir);
  const seen = await db.query('select 1 from staff_members where email_lower = $1', [credentials.email]);
  if (seen.rows.length === 0) {
    const hash = await hashPassword(credentials.password, config.auth.passwordCost);
    const id = crypto.randomUUID();
    await db.transaction(async (tx) => {
      const r = await tx.query(
        `insert into staff_members (id, email, email_lower, name, role, status, password_hash, totp_secret)
         values ($1, $2, $2, $3, 'owner', 'active', $4, $5) on conflict (email_lower) do nothing`,
        [id, credentials.email, DEMO_OWNER_NAME, hash, credentials.totpSecret],
      );
      if (r.rowCount === 0) return;
      await recordAudit(tx, { actor: { system: 'demo-start' }, action: 'staff.create-owner', entity: 'staff', entityId: id, before: null, after: { email: credentials.email, role: 'owner', status: 'active' }, address: 'local' });
    });
  }
  if (options.announce) {
    console.log(
      [
        `Staff side (demo owner): /admin  e-mail ${credentials.email}  password ${credentials.password}`,
        `  second factor: add the TOTP secret ${credentials.totpSecret} to an authenticator app, or run \`npm run staff:demo-code\` for the current code`,
        `  (kept in ${path.join(config.dataDir, DEMO_OWNER_FILE)}; another owner: npm run staff:create-owner -- EMAIL)`,
      ].join('\n'),
    );
  }
}
