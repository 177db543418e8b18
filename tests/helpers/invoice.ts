/** An ARCA stand-in, a migrated database and invoice settings for the invoice tests. */
import crypto from 'node:crypto';
import type { Db } from '../../server/db';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';
import type { ArcaStandIn } from '../../fixtures/arca/index.ts';
import { testCertificate } from '../../server/invoice/arca/wsaa';
import { ArcaIssuer } from '../../server/invoice/issuer';
import type { InvoiceContext } from '../../server/invoice/service';
import type { ArcaSettings, InvoiceSettings } from '../../server/invoice/settings';

export const SHOP_CUIT = '30712345671';

/** A migrated database: PGlite in memory, or PostgreSQL at `url`. */
export async function invoiceTestDb(url?: string): Promise<Db> {
  const db = url ? await openPostgres(url) : await openPglite('memory://');
  await migrate(db);
  return db;
}

/** An order row to hang invoices on (the invoice reads its lines from what it is given). */
export async function insertOrder(db: Db): Promise<string> {
  const id = crypto.randomUUID();
  await db.query(
    `insert into orders (id, number, token, shopper_id, idempotency_key, email, status, payment, quantity, subtotal, totals, total, shipping_address, billing_address)
     values ($1, $2, $3, $4, $5, 'a@example.com', 'PREPARING', 'WALLET', 1, 0, '{}', 0, '{}', '{}')`,
    [id, crypto.randomInt(1, 2 ** 47), crypto.randomBytes(8).toString('hex'), crypto.randomUUID(), id],
  );
  return id;
}

const certificate = testCertificate(SHOP_CUIT);

export function arcaSettingsFor(standIn: ArcaStandIn, timeoutMs = 2000): ArcaSettings {
  return { wsaaUrl: standIn.wsaaUrl, wsfeUrl: standIn.wsfeUrl, ...certificate, cuit: SHOP_CUIT, timeoutMs };
}

export function invoiceSettings(overrides: Partial<InvoiceSettings> = {}): InvoiceSettings {
  return {
    cuit: SHOP_CUIT,
    pointOfSale: 1,
    issuerCondition: 'RESPONSABLE_INSCRIPTO',
    issuerName: 'Autopartes del Sur S.A.',
    issuerAddress: 'Av. Corrientes 1234, CABA',
    grossIncome: '901-123456-7',
    activityStart: '01/03/2015',
    anonymousLimit: 10_000_000_00,
    leaseMs: 30_000,
    waitMs: 60_000,
    maxAttempts: 3,
    ...overrides,
  };
}

export function invoiceContext(db: Db, standIn: ArcaStandIn, options: { timeoutMs?: number; settings?: Partial<InvoiceSettings> } = {}): InvoiceContext {
  return { db, issuer: new ArcaIssuer(db, arcaSettingsFor(standIn, options.timeoutMs)), settings: invoiceSettings(options.settings) };
}
