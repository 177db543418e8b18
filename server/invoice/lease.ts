import crypto from 'node:crypto';
import type { Queryable } from '../db';

export class LeaseBusy extends Error {
  constructor(readonly key: string) {
    super(`still held by another issuer: ${key}`);
  }
}

/** A lease on a key in `invoice_leases`, held until released or expired. */
export interface Lease {
  readonly key: string;
  readonly holder: string;
  /** Extends the lease; false when it expired and someone else took it. */
  renew(): Promise<boolean>;
  release(): Promise<void>;
}

/**
 * Takes the lease on `key` for `leaseMs`, waiting (polling with jitter) up to `waitMs` while another
 * holder has it. Works alike on PGlite and PostgreSQL, and across gateways sharing one PostgreSQL.
 */
export async function acquireLease(db: Queryable, key: string, options: { leaseMs: number; waitMs: number }): Promise<Lease> {
  const holder = crypto.randomUUID();
  const ms = String(Math.max(1, Math.round(options.leaseMs)));
  await db.query('insert into invoice_leases (key) values ($1) on conflict (key) do nothing', [key]);
  const deadline = Date.now() + options.waitMs;
  for (let pause = 5; ; pause = Math.min(pause * 2, 100)) {
    const r = await db.query(
      `update invoice_leases set leased_by = $2, lease_until = clock_timestamp() + ($3 || ' milliseconds')::interval
        where key = $1 and (lease_until is null or lease_until < clock_timestamp())
        returning key`,
      [key, holder, ms],
    );
    if (r.rows.length === 1) break;
    if (Date.now() >= deadline) throw new LeaseBusy(key);
    await new Promise((resolve) => setTimeout(resolve, pause / 2 + Math.random() * pause));
  }
  return {
    key,
    holder,
    async renew() {
      const r = await db.query(
        `update invoice_leases set lease_until = clock_timestamp() + ($3 || ' milliseconds')::interval
          where key = $1 and leased_by = $2 and lease_until >= clock_timestamp() returning key`,
        [key, holder, ms],
      );
      return r.rows.length === 1;
    },
    async release() {
      await db.query('update invoice_leases set leased_by = null, lease_until = null where key = $1 and leased_by = $2', [key, holder]);
    },
  };
}
