import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempPgDatabase, TEST_DATABASE_URL, type TempPgDatabase } from '../helpers/pg';
import { startTestShop, type TestShop } from '../helpers/shop';
import { recordAudit } from '../../server/staff/audit';
import { signedInStaff, type TestStaff } from './helpers';
import { insertSampleOrders, sampleOrders, type SampleOrder } from './orders-data';

const LIST = `query ($filter: OrderFilter, $first: Int, $after: String) {
  orders(filter: $filter, first: $first, after: $after) {
    nodes { id number createdAt status paymentMethod paymentStatus email customerName province total }
    pageInfo { endCursor hasNextPage }
  }
}`;

interface Page {
  orders: { nodes: Array<{ id: string; number: string; createdAt: string; status: string; paymentMethod: string; paymentStatus: string | null; email: string; customerName: string; province: string; total: string }>; pageInfo: { endCursor: string | null; hasNextPage: boolean } };
}

function ordersSuite(label: string, env: () => Promise<{ env: Record<string, string>; done?: () => Promise<void> }>) {
  describe(`the staff's order list (${label})`, () => {
    let shop: TestShop;
    let staff: TestStaff;
    let done: (() => Promise<void>) | undefined;
    const orders: SampleOrder[] = sampleOrders(600, 700_000, Date.parse('2026-10-01T12:00:00Z'));

    beforeAll(async () => {
      const e = await env();
      done = e.done;
      shop = await startTestShop(e.env);
      await insertSampleOrders(shop.server.services.db, orders);
      staff = await signedInStaff(shop, 'viewer');
    });
    afterAll(async () => {
      await shop?.close();
      await done?.();
    });

    /** Every order of a filter, page after page. */
    async function all(filter: Record<string, unknown>, first = 100): Promise<Page['orders']['nodes']> {
      const seen: Page['orders']['nodes'] = [];
      let after: string | null = null;
      for (let i = 0; i < 50; i++) {
        const r: { data?: Page; errors?: unknown } = await staff.browser.gql<Page>(LIST, { filter, first, after });
        expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
        seen.push(...r.data!.orders.nodes);
        if (!r.data!.orders.pageInfo.hasNextPage) return seen;
        after = r.data!.orders.pageInfo.endCursor;
      }
      throw new Error('more pages than expected');
    }

    const numbers = (list: Array<{ number: string | number }>) => list.map((o) => String(o.number));
    const sample = orders.filter((o) => o.number >= 700_000);

    it('lists the newest first and pages by cursor without a gap or a repeat', async () => {
      const first = await staff.browser.gql<Page>(LIST, { first: 25 });
      expect(numbers(first.data!.orders.nodes)).toEqual(numbers(sample.slice(0, 25)));
      expect(first.data!.orders.nodes[0]).toMatchObject({ email: sample[0].email, customerName: `${sample[0].firstName} ${sample[0].lastName}`, province: sample[0].province, total: sample[0].total });
      const everything = await all({}, 97);
      expect(numbers(everything.filter((o) => Number(o.number) >= 700_000))).toEqual(numbers(sample));
    });

    it('filters by state, payment state, payment method, province and dates, together', async () => {
      const from = '2026-09-30T00:00:00Z';
      const to = '2026-10-01T06:00:00Z';
      const filter = { status: ['PREPARING', 'SHIPPED'], paymentMethod: ['WALLET', 'BANK_TRANSFER'], province: 'Córdoba', from, to };
      const expected = sample.filter(
        (o) => ['PREPARING', 'SHIPPED'].includes(o.status) && ['WALLET', 'BANK_TRANSFER'].includes(o.payment) && o.province === 'Córdoba' && o.createdAt >= new Date(from).toISOString() && o.createdAt < new Date(to).toISOString(),
      );
      expect(expected.length).toBeGreaterThan(3);
      expect(numbers(await all(filter, 2))).toEqual(numbers(expected));
      const refunded = sample.filter((o) => o.paymentStatus === 'REFUNDED');
      expect(refunded.length).toBeGreaterThan(0);
      expect(numbers(await all({ paymentStatus: ['REFUNDED'] }))).toEqual(numbers(refunded));
    });

    it('searches by number, e-mail, DNI, CUIT (with or without dashes) and name', async () => {
      const search = async (term: string) => numbers(await all({ search: term }));
      const o = sample[42];
      expect(await search(String(o.number))).toEqual([String(o.number)]);
      expect(await search(`#${o.number}`)).toEqual([String(o.number)]);
      expect(await search(o.email.toUpperCase())).toEqual([String(o.number)]);
      const dni = sample.find((x) => x.documentType === 'DNI')!;
      expect(await search(dni.documentNumber)).toEqual(numbers(sample.filter((x) => x.documentNumber === dni.documentNumber)));
      expect(await search(dni.documentNumber.replace(/(\d{2})(\d{3})(\d{3})/, '$1.$2.$3'))).toEqual(numbers(sample.filter((x) => x.documentNumber === dni.documentNumber)));
      const cuit = sample.find((x) => x.documentType === 'CUIT')!;
      const dashed = `${cuit.documentNumber.slice(0, 2)}-${cuit.documentNumber.slice(2, 10)}-${cuit.documentNumber.slice(10)}`;
      expect(await search(dashed)).toEqual([String(cuit.number)]);
      const prefix = 'maría gonz';
      expect(await search('María Gonz')).toEqual(numbers(sample.filter((x) => `${x.firstName} ${x.lastName}`.toLowerCase().startsWith(prefix))));
      expect(await search('rodríguez')).toEqual(numbers(sample.filter((x) => x.lastName === 'Rodríguez')));
      expect(await search('nadie-se-llama-asi')).toEqual([]);
      // Search and filters together.
      const paidRodriguez = sample.filter((x) => x.lastName === 'Rodríguez' && x.status === 'PREPARING');
      expect(numbers(await all({ search: 'Rodríguez', status: ['PREPARING'] }))).toEqual(numbers(paidRodriguez));
    });

    it('refuses a page too large and a cursor it did not give', async () => {
      expect((await staff.browser.gql(LIST, { first: 101 })).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
      expect((await staff.browser.gql(LIST, { first: 5, after: 'bm90LWEtY3Vyc29y' })).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
    });

    it('shows an order with its lines, addresses, tax identity, payments, e-mails and history', async () => {
      const o = sample.find((x) => x.documentType === 'CUIT' && x.payment === 'WALLET')!;
      const { db } = shop.server.services;
      await db.query(
        `insert into payments (order_id, provider, provider_payment_id, status, provider_status, status_detail, amount, currency, provider_updated_at)
         values ($1, 'mercadopago', 'mp-1', 'APPROVED', 'approved', 'accredited', $2, 'ARS', now())`,
        [o.id, o.total],
      );
      await db.query(
        `insert into mail_outbox (kind, dedupe_key, to_address, subject, html, text, language, held) values ('order-confirmation', $1, $2, 'Recibimos tu pedido', '', '', 'es', true)`,
        [`order-confirmation:${o.id}`, o.email],
      );
      await db.transaction((tx) =>
        recordAudit(tx, { actor: { id: staff.id, email: staff.email }, action: 'order.note', entity: 'order', entityId: o.id, before: null, after: { note: 'llamar' }, reason: 'Pidió factura A', address: '127.0.0.1' }),
      );
      const r = await staff.browser.gql<{ order: Record<string, unknown> }>(
        `query ($n: String) { order(number: $n) {
          number status paymentMethod total
          lines { position name sku quantity price total }
          shippingAddress { firstName lastName province documentNumber }
          taxIdentity { invoiceType documentType documentNumber ivaCondition name }
          payments { providerPaymentId status amount }
          mails { kind to subject held }
          history { kind actor note }
        } }`,
        { n: String(o.number) },
      );
      expect(r.errors).toBeUndefined();
      expect(r.data?.order).toMatchObject({
        number: String(o.number),
        paymentMethod: 'WALLET',
        total: o.total,
        lines: [{ position: 1, name: 'Pastillas de freno', sku: 'SKU-1', quantity: 1 }],
        shippingAddress: { firstName: o.firstName, lastName: o.lastName, province: o.province, documentNumber: o.documentNumber },
        taxIdentity: { invoiceType: 'A', documentType: 'CUIT', documentNumber: o.documentNumber, ivaCondition: 'RESPONSABLE_INSCRIPTO' },
        payments: [{ providerPaymentId: 'mp-1', status: 'APPROVED', amount: o.total }],
        mails: [{ kind: 'order-confirmation', to: o.email, held: true }],
      });
      expect(r.data?.order.history).toEqual([
        { kind: 'placed', actor: 'shopper', note: 'WALLET' },
        { kind: 'payment:approved', actor: 'mercadopago', note: 'mp-1 · accredited' },
        { kind: 'order.note', actor: staff.email, note: 'Pidió factura A' },
      ]);
      const byId = await staff.browser.gql<{ order: { number: string } }>('query ($id: ID) { order(id: $id) { number } }', { id: o.id });
      expect(byId.data?.order.number).toBe(String(o.number));
      expect((await staff.browser.gql('{ order(number: "999999999") { id } }')).data).toEqual({ order: null });
    });
  });
}

ordersSuite('PGlite', async () => ({ env: {} }));
describe.skipIf(!TEST_DATABASE_URL)('on PostgreSQL', () => {
  let pg: TempPgDatabase | null = null;
  ordersSuite('PostgreSQL', async () => {
    pg = await createTempPgDatabase();
    return { env: { DATABASE_URL: pg.url }, done: () => pg!.drop() };
  });
});
