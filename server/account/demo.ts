import type { Db } from '../db';
import type { Logger } from '../logger';
import { createAccount } from './service';

/** The demo account of the embedded start; its credentials are shown on the login page in demo mode only. */
export const DEMO_ACCOUNT = {
  email: 'demo@autopartesdelsur.com.ar',
  password: 'repuestos-demo',
  firstName: 'Lucía',
  lastName: 'Fernández',
} as const;

/** Creates the demo account unless it exists (any start after the first does nothing). */
export async function ensureDemoAccount(db: Db, log: Logger, passwordCost: number): Promise<void> {
  const seen = await db.query('select 1 from accounts where email_lower = $1', [DEMO_ACCOUNT.email]);
  if (seen.rows.length > 0) return;
  try {
    await createAccount({ db, config: { auth: { passwordCost } } }, DEMO_ACCOUNT);
    log.info({ email: DEMO_ACCOUNT.email }, 'demo account created');
  } catch (err) {
    // Another gateway process starting at the same time created it first.
    if (err instanceof Error && 'extensions' in err) return;
    throw err;
  }
}
