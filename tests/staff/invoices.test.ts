import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArcaStandIn } from '../../fixtures/arca/index';
import { createTempPgDatabase, TEST_DATABASE_URL } from '../helpers/pg';
import { restock } from '../helpers/stock';
import { startTestShop, type Shopper, type TestShop } from '../helpers/shop';
import { addressInput, addToCart, ok, PRODUCTS, uniqueEmail } from '../shopper/helpers';
import { signedInStaff, type TestStaff } from './helpers';

/**
 * The staff's side of electronic invoices through /admin/graphql: a cash order marked paid gets its
 * invoice from ARCA's stand-in (once, never for a Mercado Pago order, never without orders:manage), a
 * rejection is listed with ARCA's reason and tried again to APPROVED, the order detail lists its
 * vouchers, and the staff download the PDF with their session.
 */
function invoiceSuite(label: string, env: () => Promise<{ env: Record<string, string>; cleanup?: () => Promise<void> }>): void {
  let shop: TestShop;
  let cleanup: (() => Promise<void>) | undefined;
  let arca: ArcaStandIn;
  let staff: TestStaff;
  let viewer: TestStaff;

  beforeAll(async () => {
    const setup = await env();
    cleanup = setup.cleanup;
    shop = await startTestShop({ ARCA_STANDIN: 'true', MERCADOPAGO_STANDIN: 'true', ...setup.env });
    arca = shop.server.services.invoices!.standIn!;
    await restock(shop.server.services.db, PRODUCTS.battery, 100);
    staff = await signedInStaff(shop, 'orders');
    viewer = await signedInStaff(shop, 'viewer');
  }, 60_000);
  afterAll(async () => {
    await shop?.close();
    await cleanup?.();
  });

  interface Voucher {
    id: string;
    kind: string;
    letter: string;
    voucherType: number;
    number: string | null;
    title: string;
    state: string;
    cae: string | null;
    caeDueDate: string | null;
    reasons: string[];
    totalCentavos: number;
    total: string;
    downloadUrl: string | null;
  }
  interface Detail {
    id: string;
    number: string;
    status: string;
    paymentStatus: string | null;
    canMarkPaid: boolean;
    vouchers: Voucher[];
  }
  const VOUCHER = 'id kind letter voucherType number title state cae caeDueDate reasons totalCentavos total downloadUrl';
  const DETAIL = `id number status paymentStatus canMarkPaid vouchers { ${VOUCHER} }`;
  const ORDER = `query($id: ID) { order(id: $id) { ${DETAIL} } }`;
  const MARK_PAID = `mutation($input: MarkOrderPaidInput!) { markOrderPaid(input: $input) { ${DETAIL} } }`;
  const RETRY = `mutation($input: RetryInvoiceInput!) { retryInvoice(input: $input) { ${VOUCHER} } }`;
  const REJECTED = `query { rejectedInvoices { orderId orderNumber voucher { ${VOUCHER} } } }`;

  let keys = 0;
  async function placeOrder(payment: 'CASH_ON_DELIVERY' | 'BANK_TRANSFER' | 'WALLET'): Promise<{ s: Shopper; id: string; token: string; totalCentavos: number }> {
    const s = shop.shopper();
    ok(await addToCart(s, PRODUCTS.battery, 1));
    keys += 1;
    const { checkout } = ok(
      await s.gql<{ checkout: { id: string; token: string; totalCentavos: number } }>(`mutation($input: CheckoutInput!) { checkout(input: $input) { id token totalCentavos } }`, {
        input: { shippingAddress: { address: addressInput() }, billingSameAsShipping: true, payment, email: uniqueEmail('invoice-staff'), idempotencyKey: `invoice-staff-${label}-${keys}` },
      }),
    );
    return { s, ...checkout };
  }

  async function detail(orderId: string): Promise<Detail> {
    const r = await staff.browser.gql<{ order: Detail }>(ORDER, { id: orderId });
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data!.order;
  }

  async function until<T>(what: () => Promise<T>, done: (v: T) => boolean, ms = 20_000): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const v = await what();
      if (done(v) || Date.now() > deadline) return v;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  const codeOf = (r: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions?.code;

  const audit = async (orderId: string) =>
    (await shop.server.services.db.query<{ action: string; actor: string; reason: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
      `select action, actor, reason, before, after from audit_log where entity = 'order' and entity_id = $1 order by id`,
      [orderId],
    )).rows;

  describe('marking a cash order paid', () => {
    let cash: Awaited<ReturnType<typeof placeOrder>>;

    it('records the payment, prepares the order, issues its invoice, and audits it', async () => {
      cash = await placeOrder('CASH_ON_DELIVERY');
      const before = await detail(cash.id);
      expect(before).toMatchObject({ status: 'PENDING', canMarkPaid: true, vouchers: [] });
      const r = await staff.browser.gql<{ markOrderPaid: Detail }>(MARK_PAID, { input: { orderId: cash.id, reason: 'Cobrado por el cadete, recibo 0042' } });
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      expect(r.data!.markOrderPaid).toMatchObject({ status: 'PREPARING', paymentStatus: 'APPROVED', canMarkPaid: false });
      const after = await until(() => detail(cash.id), (o) => o.vouchers[0]?.state === 'APPROVED');
      expect(after.vouchers).toHaveLength(1);
      const [invoice] = after.vouchers;
      expect(invoice).toMatchObject({ kind: 'INVOICE', letter: 'B', voucherType: 6, state: 'APPROVED', totalCentavos: cash.totalCentavos, reasons: [] });
      expect(invoice.number).toMatch(/^0001-\d{8}$/);
      expect(invoice.title).toBe(`Factura B N.º ${invoice.number}`);
      expect(invoice.cae).toMatch(/^\d{14}$/);
      expect(invoice.caeDueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(invoice.downloadUrl).toBe(`/admin/invoices/${invoice.id}.pdf`);
      // ARCA's stand-in holds that very voucher.
      const atArca = arca.store.vouchersOf(shop.server.services.invoices!.ctx.settings.cuit, 1, 6);
      expect(atArca.find((v) => v.cae === invoice.cae)).toBeTruthy();
      const entries = await audit(cash.id);
      expect(entries.map((e) => e.action)).toEqual(['order.mark-paid']);
      expect(entries[0]).toMatchObject({ actor: staff.email, reason: 'Cobrado por el cadete, recibo 0042', before: { status: 'PENDING', paymentStatus: 'PENDING' }, after: { status: 'PREPARING', paymentStatus: 'APPROVED', invoiceQueued: true } });
    }, 60_000);

    it('shows the shopper the order prepared with its invoice', async () => {
      const { orderByToken } = ok(
        await cash.s.gql<{ orderByToken: { status: string; history: { to: string; actor: string }[]; invoice: { state: string; number: string | null } | null } }>(
          'query($t: String!) { orderByToken(token: $t) { status history { to actor } invoice { state number } } }',
          { t: cash.token },
        ),
      );
      expect(orderByToken.status).toBe('PREPARING');
      expect(orderByToken.history).toEqual([{ to: 'PREPARING', actor: 'STAFF' }]);
      expect(orderByToken.invoice?.state).toBe('APPROVED');
    });

    it('is refused the second time, and nothing more is issued', async () => {
      const again = await staff.browser.gql(MARK_PAID, { input: { orderId: cash.id, reason: 'otra vez' } });
      expect(codeOf(again)).toBe('ORDER_ALREADY_PAID');
      expect(again.status).toBe(409);
      expect((await detail(cash.id)).vouchers).toHaveLength(1);
      expect((await audit(cash.id)).map((e) => e.action)).toEqual(['order.mark-paid']);
    });

    it('is refused for a Mercado Pago order, without a reason, and without orders:manage', async () => {
      const wallet = await placeOrder('WALLET');
      const refused = await staff.browser.gql(MARK_PAID, { input: { orderId: wallet.id, reason: 'pagó en el local' } });
      expect(codeOf(refused)).toBe('PAYMENT_NOT_OFFLINE');
      expect(await detail(wallet.id)).toMatchObject({ paymentStatus: 'PENDING', canMarkPaid: false, vouchers: [] });

      const transfer = await placeOrder('BANK_TRANSFER');
      expect(codeOf(await staff.browser.gql(MARK_PAID, { input: { orderId: transfer.id, reason: '   ' } }))).toBe('BAD_USER_INPUT');
      const forbidden = await viewer.browser.gql(MARK_PAID, { input: { orderId: transfer.id, reason: 'transferencia 123' } });
      expect(codeOf(forbidden)).toBe('FORBIDDEN');
      expect(forbidden.errors?.[0]?.extensions?.permission).toBe('orders:manage');
      expect(await detail(transfer.id)).toMatchObject({ status: 'PENDING', paymentStatus: null, canMarkPaid: true, vouchers: [] });
      expect(await audit(transfer.id)).toEqual([]);
      expect(await audit(wallet.id)).toEqual([]);
    });
  });

  describe('a rejected invoice', () => {
    it('is listed with ARCA\'s reason, tried again with an audit entry, and authorised', async () => {
      arca.store.switches.rejectNext = 1;
      const transfer = await placeOrder('BANK_TRANSFER');
      ok(await staff.browser.gql(MARK_PAID, { input: { orderId: transfer.id, reason: 'Transferencia 98765' } }));
      const rejected = await until(() => detail(transfer.id), (o) => o.vouchers[0]?.state === 'REJECTED');
      const [voucher] = rejected.vouchers;
      expect(voucher).toMatchObject({ state: 'REJECTED', number: null, cae: null, downloadUrl: null });
      expect(voucher.reasons.length).toBeGreaterThan(0);

      const list = await viewer.browser.gql<{ rejectedInvoices: { orderId: string; orderNumber: string; voucher: Voucher }[] }>(REJECTED);
      expect(list.errors).toBeUndefined();
      const entry = list.data!.rejectedInvoices.find((r) => r.orderId === transfer.id);
      expect(entry).toMatchObject({ orderNumber: rejected.number, voucher: { id: voucher.id, state: 'REJECTED', reasons: voucher.reasons } });
      expect(entry!.voucher.reasons[0]).toMatch(/^\d+: .+/);

      // A viewer reads the list but may not retry; an authorised voucher is not retried.
      expect(codeOf(await viewer.browser.gql(RETRY, { input: { invoiceId: voucher.id, reason: 'corregido' } }))).toBe('FORBIDDEN');
      expect(codeOf(await staff.browser.gql(RETRY, { input: { invoiceId: voucher.id, reason: '' } }))).toBe('BAD_USER_INPUT');
      expect(codeOf(await staff.browser.gql(RETRY, { input: { invoiceId: '999999999', reason: 'corregido' } }))).toBe('NOT_FOUND');

      const retried = await staff.browser.gql<{ retryInvoice: Voucher }>(RETRY, { input: { invoiceId: voucher.id, reason: 'Condición frente al IVA corregida' } });
      expect(retried.errors, JSON.stringify(retried.errors)).toBeUndefined();
      expect(retried.data!.retryInvoice.id).toBe(voucher.id);
      const approved = await until(() => detail(transfer.id), (o) => o.vouchers[0]?.state === 'APPROVED');
      expect(approved.vouchers).toHaveLength(1);
      expect(approved.vouchers[0]).toMatchObject({ id: voucher.id, state: 'APPROVED', reasons: [] });
      expect(approved.vouchers[0].cae).toMatch(/^\d{14}$/);
      const after = await viewer.browser.gql<{ rejectedInvoices: { orderId: string }[] }>(REJECTED);
      expect(after.data!.rejectedInvoices.some((r) => r.orderId === transfer.id)).toBe(false);
      expect(codeOf(await staff.browser.gql(RETRY, { input: { invoiceId: voucher.id, reason: 'otra vez' } }))).toBe('INVOICE_NOT_REJECTED');

      const entries = await audit(transfer.id);
      expect(entries.map((e) => e.action)).toEqual(['order.mark-paid', 'invoice.retry']);
      expect(entries[1]).toMatchObject({ actor: staff.email, reason: 'Condición frente al IVA corregida', before: { invoiceId: Number(voucher.id), state: 'REJECTED', reasons: voucher.reasons } });
    }, 60_000);
  });

  describe('the staff PDF download', () => {
    it('gives a signed-in reader the authorised voucher, and nobody else', async () => {
      const order = await placeOrder('CASH_ON_DELIVERY');
      ok(await staff.browser.gql(MARK_PAID, { input: { orderId: order.id, reason: 'Cobrado' } }));
      const paid = await until(() => detail(order.id), (o) => o.vouchers[0]?.state === 'APPROVED');
      const url = paid.vouchers[0].downloadUrl!;
      const res = await viewer.browser.fetch(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('cache-control')).toContain('no-store');
      expect(res.headers.get('content-disposition')).toContain(`Factura-B-${paid.vouchers[0].number}.pdf`);
      expect(Buffer.from(await res.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
      // No staff session: refused; a catalogue member lacks orders:read; an unknown voucher: not found.
      expect((await fetch(shop.url + url)).status).toBe(401);
      const catalogue = await signedInStaff(shop, 'catalogue');
      expect((await catalogue.browser.fetch(url)).status).toBe(403);
      expect((await viewer.browser.fetch('/admin/invoices/999999999.pdf')).status).toBe(404);
    }, 60_000);
  });
}

describe('on PGlite', () => {
  invoiceSuite('pglite', async () => ({ env: {} }));
});
describe.skipIf(!TEST_DATABASE_URL)('on PostgreSQL', () => {
  invoiceSuite('postgres', async () => {
    const pg = await createTempPgDatabase();
    return { env: { DATABASE_URL: pg.url }, cleanup: () => pg.drop() };
  });
});
