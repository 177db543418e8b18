import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startArcaStandIn, type ArcaStandIn } from '../../fixtures/arca/index.ts';
import { createTempPgDatabase, TEST_DATABASE_URL, type TempPgDatabase } from '../../tests/helpers/pg';
import type { Db } from '../db';
import type { Buyer } from './maths';
import { acquireLease } from './lease';
import { InvoiceOutcomeUnknown, invoicesOfOrder, issueCreditNote, issueInvoice, type InvoiceOrder } from './service';
import { insertOrder, invoiceContext, invoiceTestDb, SHOP_CUIT } from '../../tests/helpers/invoice';

const consumer: Buyer = { documentType: null, documentNumber: '', ivaCondition: null, name: 'Consumidor final' };
const company: Buyer = { documentType: 'CUIT', documentNumber: '30-71234567-1', ivaCondition: 'RESPONSABLE_INSCRIPTO', name: 'Talleres Norte S.R.L.' };
const monotributo: Buyer = { documentType: 'CUIT', documentNumber: '20123456786', ivaCondition: 'MONOTRIBUTO', name: 'Juan Pérez' };

async function order(db: Db, buyer: Buyer, lines = [{ description: 'Filtro de aceite', unitPrice: 12_100_00, quantity: 2, ivaRate: 210 as const }], shipping = 3_630_00): Promise<InvoiceOrder> {
  return { id: await insertOrder(db), buyer, lines, shipping };
}

function consecutive(numbers: (number | null)[], from = 1): void {
  const sorted = [...numbers].sort((a, b) => (a ?? 0) - (b ?? 0));
  expect(sorted).toEqual(Array.from({ length: numbers.length }, (_, i) => from + i));
}

let standIn: ArcaStandIn;
let db: Db;
beforeAll(async () => {
  standIn = await startArcaStandIn();
  db = await invoiceTestDb();
});
afterAll(async () => {
  await db?.close();
  await standIn?.close();
});

describe('issuing invoices (PGlite)', () => {
  it('issues A to a registered buyer and B to a consumer, with the CAE, once per order', async () => {
    const ctx = invoiceContext(db, standIn, { settings: { pointOfSale: 2 } });
    const a = await issueInvoice(ctx, await order(db, company));
    expect(a).toMatchObject({ state: 'APPROVED', letter: 'A', voucherType: 1, number: 1, docType: 80, docNumber: '30712345671', receiverConditionId: 1 });
    expect(a.cae).toMatch(/^\d{14}$/);
    expect(a.ivaRows).toEqual([{ rate: 210, id: 5, net: 23_000_00, iva: 4_830_00 }]);
    expect(a.total).toBe(27_830_00);
    expect((await issueInvoice(ctx, await order(db, monotributo))).letter).toBe('A');
    const o = await order(db, consumer);
    const b = await issueInvoice(ctx, o);
    expect(b).toMatchObject({ state: 'APPROVED', letter: 'B', voucherType: 6, number: 1, docType: 99, docNumber: '0', receiverConditionId: 5 });
    expect(await issueInvoice(ctx, o)).toEqual(b);
    expect(standIn.store.vouchersOf(SHOP_CUIT, 2, 6)).toHaveLength(1);
    expect(standIn.store.vouchersOf(SHOP_CUIT, 2, 1).map((v) => v.number)).toEqual([1, 2]);
  });

  it('issues C as a monotributista', async () => {
    const ctx = invoiceContext(db, standIn, { settings: { pointOfSale: 3, issuerCondition: 'MONOTRIBUTO' } });
    const c = await issueInvoice(ctx, await order(db, company));
    expect(c).toMatchObject({ state: 'APPROVED', letter: 'C', voucherType: 11, number: 1 });
    expect(standIn.store.find(SHOP_CUIT, 3, 11, 1)).toMatchObject({ iva: '0.00', net: '27830.00', total: '27830.00' });
  });

  it('gives 20 invoices issued at once consecutive numbers, no gap, no duplicate', async () => {
    const ctx = invoiceContext(db, standIn, { settings: { pointOfSale: 4 } });
    const orders = await Promise.all(Array.from({ length: 20 }, () => order(db, consumer)));
    const issued = await Promise.all(orders.map((o) => issueInvoice(ctx, o)));
    expect(issued.every((i) => i.state === 'APPROVED')).toBe(true);
    consecutive(issued.map((i) => i.number));
    expect(standIn.store.vouchersOf(SHOP_CUIT, 4, 6).map((v) => v.number)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('settles a timeout after ARCA stored the invoice without using the number twice', async () => {
    const ctx = invoiceContext(db, standIn, { timeoutMs: 300, settings: { pointOfSale: 5 } });
    standIn.store.switches.timeoutAfterStoreNext = 1;
    const first = await issueInvoice(ctx, await order(db, consumer));
    const stored = standIn.store.find(SHOP_CUIT, 5, 6, 1);
    expect(first).toMatchObject({ state: 'APPROVED', number: 1, cae: stored?.cae, attempts: 1 });
    const second = await issueInvoice(ctx, await order(db, consumer));
    expect(second.number).toBe(2);
    expect(standIn.store.vouchersOf(SHOP_CUIT, 5, 6).map((v) => v.number)).toEqual([1, 2]);
  });

  it('takes no number while ARCA is unavailable, and issues once it is back', async () => {
    const ctx = invoiceContext(db, standIn, { timeoutMs: 300, settings: { pointOfSale: 6 } });
    const o = await order(db, consumer);
    standIn.store.switches.unavailable = true;
    await expect(issueInvoice(ctx, o)).rejects.toThrow(/HTTP 503/);
    expect((await invoicesOfOrder(db, o.id))[0]).toMatchObject({ state: 'NEW', number: null, cae: null });
    standIn.store.switches.unavailable = false;
    expect(await issueInvoice(ctx, o)).toMatchObject({ state: 'APPROVED', number: 1 });
    expect((await issueInvoice(ctx, await order(db, consumer))).number).toBe(2);
  });

  it('leaves a number pending when the request went unanswered and sends it again later', async () => {
    const ctx = invoiceContext(db, standIn, { timeoutMs: 300, settings: { pointOfSale: 7, maxAttempts: 1 } });
    // The CAE request is stored and never answered, and the query after it also fails: unknown.
    standIn.store.switches.timeoutAfterStoreNext = 1;
    standIn.store.switches.checkSequence = true;
    const o = await order(db, consumer);
    const err = await issueInvoice(ctx, o).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InvoiceOutcomeUnknown);
    expect((await invoicesOfOrder(db, o.id))[0]).toMatchObject({ state: 'PENDING', number: 1 });
    const next = await issueInvoice(ctx, await order(db, consumer));
    expect((await invoicesOfOrder(db, o.id))[0]).toMatchObject({ state: 'APPROVED', number: 1, cae: standIn.store.find(SHOP_CUIT, 7, 6, 1)?.cae });
    expect(next.number).toBe(2);
    expect(standIn.store.vouchersOf(SHOP_CUIT, 7, 6).map((v) => v.number)).toEqual([1, 2]);
  });

  it('takes over a point of sale whose issuer died holding it, once its lease expires', async () => {
    const ctx = invoiceContext(db, standIn, { settings: { pointOfSale: 14 } });
    // A gateway took the lease and was killed: nobody releases it.
    await acquireLease(db, `wsfe:${SHOP_CUIT}:14:6`, { leaseMs: 400, waitMs: 0 });
    const started = Date.now();
    const inv = await issueInvoice(ctx, await order(db, consumer));
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(inv).toMatchObject({ state: 'APPROVED', number: 1 });
  });

  it('records a rejection with the reason, gives the number back, and succeeds when tried again', async () => {
    const ctx = invoiceContext(db, standIn, { settings: { pointOfSale: 8 } });
    standIn.store.switches.rejectNext = 1;
    const o = await order(db, consumer);
    const rejected = await issueInvoice(ctx, o);
    expect(rejected).toMatchObject({ state: 'REJECTED', number: null, observations: [{ code: 10000, message: 'Rechazo forzado por el doble de ARCA' }] });
    const again = await issueInvoice(ctx, o);
    expect(again).toMatchObject({ state: 'APPROVED', number: 1, observations: [] });
  });

  it('logs in again when the ticket expired, keeping the ticket in the database', async () => {
    const ctx = invoiceContext(db, standIn, { settings: { pointOfSale: 9 } });
    await issueInvoice(ctx, await order(db, consumer));
    const before = await db.query<{ token: string }>('select token from arca_tickets');
    standIn.store.expireTickets();
    const other = invoiceContext(db, standIn, { settings: { pointOfSale: 9 } }); // another gateway: reads the ticket from the database
    expect((await issueInvoice(other, await order(db, consumer))).number).toBe(2);
    const after = await db.query<{ token: string }>('select token from arca_tickets');
    expect(after.rows).toHaveLength(1);
    expect(after.rows[0].token).not.toBe(before.rows[0].token);
  });

  it('issues a credit note of the same letter associated with the invoice, at most for its total', async () => {
    const ctx = invoiceContext(db, standIn, { settings: { pointOfSale: 10 } });
    const o = await order(db, company);
    const invoice = await issueInvoice(ctx, o);
    const refund = [{ description: 'Filtro de aceite', unitPrice: 12_100_00, quantity: 1, ivaRate: 210 as const }];
    const note = await issueCreditNote(ctx, { key: 'refund-1', invoiceId: invoice.id, lines: refund });
    expect(note).toMatchObject({ state: 'APPROVED', kind: 'CREDIT_NOTE', letter: 'A', voucherType: 3, number: 1, associatedInvoiceId: invoice.id, total: 12_100_00 });
    expect(await issueCreditNote(ctx, { key: 'refund-1', invoiceId: invoice.id, lines: refund })).toEqual(note);
    await expect(issueCreditNote(ctx, { key: 'refund-2', invoiceId: invoice.id, lines: [{ ...refund[0], quantity: 2 }] })).rejects.toThrow(/exceed/);
  });
});

describe.skipIf(!TEST_DATABASE_URL)('issuing invoices (PostgreSQL, two gateways)', () => {
  let temp: TempPgDatabase;
  let a: Db;
  let b: Db;
  // A database of its own is a shop of its own: it gets its own ARCA (WSAA would refuse its login
  // while the ticket the PGlite shop keeps is valid).
  let standIn: ArcaStandIn;
  beforeAll(async () => {
    standIn = await startArcaStandIn();
    temp = await createTempPgDatabase();
    a = await invoiceTestDb(temp.url);
    b = await invoiceTestDb(temp.url);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await temp?.drop();
    await standIn?.close();
  });

  it('gives 20 invoices issued at once from two gateways consecutive numbers', async () => {
    const ctxA = invoiceContext(a, standIn, { settings: { pointOfSale: 20 } });
    const ctxB = invoiceContext(b, standIn, { settings: { pointOfSale: 20 } });
    const orders = await Promise.all(Array.from({ length: 20 }, () => order(a, consumer)));
    const issued = await Promise.all(orders.map((o, i) => issueInvoice(i % 2 ? ctxA : ctxB, o)));
    expect(issued.every((i) => i.state === 'APPROVED')).toBe(true);
    consecutive(issued.map((i) => i.number));
    expect(standIn.store.vouchersOf(SHOP_CUIT, 20, 6).map((v) => v.number)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const tickets = await a.query('select key from arca_tickets');
    expect(tickets.rows).toHaveLength(1);
  });

  it('settles a timeout after store without a duplicate', async () => {
    const ctx = invoiceContext(a, standIn, { timeoutMs: 300, settings: { pointOfSale: 21 } });
    standIn.store.switches.timeoutAfterStoreNext = 1;
    const first = await issueInvoice(ctx, await order(a, consumer));
    expect(first).toMatchObject({ state: 'APPROVED', number: 1 });
    expect((await issueInvoice(invoiceContext(b, standIn, { settings: { pointOfSale: 21 } }), await order(b, consumer))).number).toBe(2);
    expect(standIn.store.vouchersOf(SHOP_CUIT, 21, 6).map((v) => v.number)).toEqual([1, 2]);
  });
});
