import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db';
import type { OrderModel } from '../order/model';
import { invoiceTestDb } from '../../tests/helpers/invoice';
import { invoiceOrderOf, voucherTitle } from './jobs';
import { invoiceAmounts } from './maths';

let db: Db;
beforeAll(async () => {
  db = await invoiceTestDb();
  await db.query(`insert into suppliers (id, name) values ('dist-a', 'Distribuidora A') on conflict do nothing`);
  await db.query(
    `insert into offers (supplier_id, part_id, category_key, cost_centavos, cost_includes_iva) values
       ('dist-a', 'manual-palio', 'manuales', 1000, true), ('dist-a', 'bateria-x', 'baterias', 1000, true)`,
  );
  await db.query(`insert into iva_rates (category_key, rate_bp) values ('manuales', 1050) on conflict do nothing`);
}, 60_000);
afterAll(async () => {
  await db?.close();
});

const address = {
  firstName: 'Martina', lastName: 'Gómez', company: '', country: 'AR', address1: 'Av. Rivadavia 5100', address2: '3° B', city: 'Buenos Aires',
  state: 'CABA', postcode: 'C1424', email: 'm@example.com', phone: '+54 11 5555-0101', documentType: 'CUIT' as const, documentNumber: '20123456786',
  ivaCondition: 'MONOTRIBUTO' as const,
};

function order(shippingCentavos: number): OrderModel {
  const item = (productId: string, name: string, price: number, quantity: number) => ({ productId, name, sku: productId, image: null, options: [], price, quantity, total: price * quantity });
  return {
    id: '00000000-0000-4000-8000-000000000001', token: 't'.repeat(32), number: 7, createdAt: new Date().toISOString(), payment: 'WALLET', status: 'PREPARING',
    email: 'm@example.com', comment: '', quantity: 3,
    items: [item('bateria-x', 'Batería 12V', 152_000, 1), item('manual-palio', 'Manual Fiat Palio', 21_105.5, 2)],
    subtotal: 194_211, totals: [{ title: 'SHIPPING', price: shippingCentavos / 100, priceCentavos: shippingCentavos, type: 'SHIPPING' }, { title: 'TAX', price: 1, priceCentavos: 100, type: 'TAX' }],
    total: 194_211 + shippingCentavos / 100, totalCentavos: 194_211_00 + shippingCentavos,
    shippingAddress: address, billingAddress: address, invoiceType: 'A', language: 'es', onlinePayment: null, shipment: null, shipping: null,
  };
}

describe("an order's invoice", () => {
  it("takes each line's IVA rate from its category, the shipping the order was charged, and the billing identity", async () => {
    const input = await invoiceOrderOf(db, order(12_345_67));
    expect(input.lines.map((l) => [l.description, l.unitPrice, l.quantity, l.ivaRate])).toEqual([
      ['Batería 12V', 152_000_00, 1, 210],
      ['Manual Fiat Palio', 21_105_50, 2, 105],
    ]);
    // Shipping as stored with the order, whatever it came to; the TAX row is the IVA included, not charged.
    expect(input.shipping).toBe(12_345_67);
    expect(input.buyer).toEqual({
      documentType: 'CUIT', documentNumber: '20123456786', ivaCondition: 'MONOTRIBUTO', name: 'Martina Gómez',
      address: 'Av. Rivadavia 5100 3° B, C1424 Buenos Aires, CABA', country: 'AR',
    });
    // With its shipping, the invoice adds up to what the order charged.
    expect(invoiceAmounts([...input.lines, { description: 'Envío', unitPrice: input.shipping, quantity: 1, ivaRate: 210 }]).total).toBe(order(12_345_67).totalCentavos);
  });

  it('names vouchers as printed', () => {
    expect(voucherTitle({ kind: 'INVOICE', letter: 'A', pointOfSale: 1, number: 1 })).toBe('Factura A N.º 0001-00000001');
    expect(voucherTitle({ kind: 'CREDIT_NOTE', letter: 'B', pointOfSale: 12, number: 345 })).toBe('Nota de crédito B N.º 0012-00000345');
  });
});
