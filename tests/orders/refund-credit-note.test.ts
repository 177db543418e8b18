import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MercadoPagoStandIn } from '../../fixtures/mercadopago/index';
import { invoicesOfOrder } from '../../server/invoice/service';
import { restock } from '../helpers/stock';
import { startTestShop, type TestShop } from '../helpers/shop';
import { signedInStaff, type TestStaff } from '../staff/helpers';
import { addressInput, addToCart, ok, PRODUCTS, uniqueEmail } from '../shopper/helpers';

/**
 * A refund the staff make of a paid order that has its invoice issues the credit note of the same
 * letter, associated with the invoice, for the amount refunded: once per refund, whatever the
 * retries of the same refund key.
 */
let shop: TestShop;
let staff: TestStaff;

beforeAll(async () => {
  shop = await startTestShop({ MERCADOPAGO_STANDIN: 'true', ARCA_STANDIN: 'true' });
  await restock(shop.server.services.db, PRODUCTS.battery, 20);
  staff = await signedInStaff(shop, 'owner');
}, 60_000);
afterAll(async () => {
  await shop?.close();
});

const RI = { company: 'Talleres Norte S.R.L.', documentType: 'CUIT', documentNumber: '20-12345678-6', ivaCondition: 'RESPONSABLE_INSCRIPTO' };
const REFUND = `mutation($input: RefundOrderInput!) { refundOrder(input: $input) { repeated refund { id amountCentavos state } } }`;

async function until<T>(what: () => Promise<T>, done: (v: T) => boolean, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await what();
    if (done(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("a refund of an invoiced order", () => {
  it('issues nota de crédito A for half the order, associated with factura A, once for the same refund key', async () => {
    const s = shop.shopper();
    ok(await addToCart(s, PRODUCTS.battery, 1));
    const { checkout } = ok(
      await s.gql<{ checkout: { id: string; token: string; totalCentavos: number } }>(`mutation($input: CheckoutInput!) { checkout(input: $input) { id token totalCentavos } }`, {
        input: { shippingAddress: { address: addressInput(RI) }, billingSameAsShipping: true, payment: 'WALLET', email: uniqueEmail('credit-note'), idempotencyKey: 'credit-note-order-1' },
      }),
    );
    const { startPayment } = ok(await s.gql<{ startPayment: { url: string } }>('mutation($t: String!) { startPayment(token: $t) { url } }', { t: checkout.token }));
    const mp = shop.server.services.payments.standIn as MercadoPagoStandIn;
    const payment = mp.store.pay(new URL(startPayment.url).searchParams.get('pref_id') ?? '', 'approved');
    expect(await mp.notify(payment, 'payment.created')).toBe(200);
    const { db } = shop.server.services;
    const invoiced = await until(() => invoicesOfOrder(db, checkout.id), (l) => l.some((i) => i.kind === 'INVOICE' && i.state === 'APPROVED'));
    const invoice = invoiced.find((i) => i.kind === 'INVOICE')!;
    expect(invoice).toMatchObject({ letter: 'A', voucherType: 1 });

    const half = Math.round(checkout.totalCentavos / 2);
    const input = { orderId: checkout.id, amountCentavos: half, reason: 'Devolución de un repuesto', idempotencyKey: 'credit-note-refund-1' };
    const first = ok(await staff.browser.gql<{ refundOrder: { repeated: boolean; refund: { id: string; state: string } } }>(REFUND, { input })).refundOrder;
    expect(first).toMatchObject({ repeated: false, refund: { state: 'APPROVED' } });
    expect(ok(await staff.browser.gql<{ refundOrder: { repeated: boolean } }>(REFUND, { input })).refundOrder.repeated).toBe(true);

    const all = await until(() => invoicesOfOrder(db, checkout.id), (l) => l.some((i) => i.kind === 'CREDIT_NOTE' && i.state === 'APPROVED'));
    const notes = all.filter((i) => i.kind === 'CREDIT_NOTE');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ letter: 'A', voucherType: 3, state: 'APPROVED', total: half, associatedInvoiceId: invoice.id });
    expect(notes[0].net + notes[0].iva).toBe(half);
  }, 90_000);
});
