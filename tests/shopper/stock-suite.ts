import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordCatalogueWrite } from '../../server/pricing/catalogue-writes';
import { recordPayment } from '../../server/payment/service';
import { releaseExpiredReservations } from '../../server/stock/reservations';
import { startTestShop, type Shopper, type TestShop } from '../helpers/shop';
import { addToCart, errorCode, ok, PRODUCTS } from './helpers';
import { guestCheckout } from './checkout-suite';

/** Mercado Pago configured (never called here): wallet checkouts hold their units until paid. */
const WALLET_ENV = { MERCADOPAGO_ACCESS_TOKEN: 'TEST-stock-token', MERCADOPAGO_PUBLIC_KEY: 'TEST-public-key', MERCADOPAGO_WEBHOOK_SECRET: 'stock-secret' };

const PRODUCT_STOCK = '{ product(slug: "bateria-moura-m22gd") { price stock purchasable delivery { minDays maxDays } } }';

/**
 * Units under concurrency on one database: the last units go to exactly as many checkouts, a
 * wallet checkout holds them until paid, a rejected payment or the time running out puts them back.
 */
export function stockSuite(label: string, env: () => Promise<{ env: Record<string, string>; cleanup?: () => Promise<void> }>): void {
  let shop: TestShop;
  let cleanup: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const setup = await env();
    cleanup = setup.cleanup;
    shop = await startTestShop({ ...WALLET_ENV, ...setup.env });
  });
  afterAll(async () => {
    await shop?.close();
    await cleanup?.();
  });

  const db = () => shop.server.services.db;
  const setUnits = async (partId: string, quantity: number) => {
    await db().query("update stock_levels set quantity = $2, reserved = 0 where part_id = $1 and warehouse_id = 'deposito-tienda'", [partId, quantity]);
    await db().query("update stock_reservations set state = 'released' where part_id = $1 and state = 'active'", [partId]);
    await recordCatalogueWrite(db(), 'stock-change', [partId]);
  };
  const units = async (partId: string) =>
    (await db().query<{ quantity: number; reserved: number }>("select quantity, reserved from stock_levels where part_id = $1 and warehouse_id = 'deposito-tienda'", [partId])).rows[0];

  describe(`stock on ${label}`, () => {
    it('sells the last 10 units to exactly 10 of 40 concurrent checkouts; the others get PRODUCT_UNAVAILABLE', async () => {
      await setUnits(PRODUCTS.battery, 10);
      const shoppers: Shopper[] = [];
      for (let i = 0; i < 40; i++) {
        const s = shop.shopper();
        ok(await addToCart(s, PRODUCTS.battery, 1));
        shoppers.push(s);
      }
      // A cached answer from before the units ran out.
      expect(ok(await shop.shopper().gql<{ product: { stock: string } }>(PRODUCT_STOCK)).product.stock).toBe('IN_STOCK');
      const started = performance.now();
      const answers = await Promise.all(
        shoppers.map((s, i) => guestCheckout(s, `last-units-${i}-key`, i % 2 === 0 ? { payment: 'WALLET' } : {})),
      );
      const ms = performance.now() - started;
      const placed = answers.filter((a) => !a.errors);
      const codes = answers.filter((a) => a.errors).map((a) => errorCode(a));
      console.log(`[${label}] 40 concurrent checkouts of the last 10 units: ${placed.length} orders, ${codes.length} refused, ${ms.toFixed(0)} ms`);
      expect(placed).toHaveLength(10);
      expect(new Set(codes)).toEqual(new Set(['PRODUCT_UNAVAILABLE']));
      const wallet = placed.filter((a) => a.data?.checkout.payment === 'WALLET').length;
      // Wallet orders hold their units; the others took them from stock.
      expect(await units(PRODUCTS.battery)).toEqual({ quantity: 10 - (10 - wallet), reserved: wallet });
      // The answer cached before is not served again: the product is out of stock now.
      expect(ok(await shop.shopper().gql<{ product: { stock: string; purchasable: boolean } }>(PRODUCT_STOCK)).product).toMatchObject({
        stock: 'OUT_OF_STOCK',
        purchasable: false,
      });
    });

    it('puts held units back on sale when the payment is rejected or the time runs out, and takes them when paid', async () => {
      await setUnits(PRODUCTS.battery, 2);
      const hold = async (key: string) => {
        const s = shop.shopper();
        ok(await addToCart(s, PRODUCTS.battery, 1));
        return ok(await guestCheckout(s, key, { payment: 'WALLET' })).checkout;
      };
      const rejected = await hold('held-rejected-1');
      const abandoned = await hold('held-abandoned-1');
      expect(await units(PRODUCTS.battery)).toEqual({ quantity: 2, reserved: 2 });

      const report = (status: string, id: string, order: { token: string; total: number }) =>
        recordPayment(shop.server.services, { id, status, statusDetail: status, externalReference: order.token, amount: order.total, amountRefunded: 0, currency: 'ARS', lastUpdated: new Date().toISOString() });
      expect(await report('rejected', '9000001', rejected)).toBe('recorded');
      expect(await units(PRODUCTS.battery)).toEqual({ quantity: 2, reserved: 1 });
      expect(ok(await shop.shopper().gql<{ product: { stock: string } }>(PRODUCT_STOCK)).product.stock).toBe('IN_STOCK');

      // Not paid within RESERVATION_MINUTES: the sweep (or the next checkout) releases the units.
      expect(await releaseExpiredReservations(db(), new Date(Date.now() + 31 * 60_000))).toEqual([PRODUCTS.battery]);
      expect(await units(PRODUCTS.battery)).toEqual({ quantity: 2, reserved: 0 });

      const paid = await hold('held-paid-1');
      expect(await units(PRODUCTS.battery)).toEqual({ quantity: 2, reserved: 1 });
      expect(await report('approved', '9000002', paid)).toBe('recorded');
      expect(await units(PRODUCTS.battery)).toEqual({ quantity: 1, reserved: 0 });
      expect(abandoned.number).toBeLessThan(paid.number);
    });
  });
}
