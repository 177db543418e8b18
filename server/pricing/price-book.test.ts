import { describe, expect, it } from 'vitest';
import { createPriceBook, type PriceBookData } from './price-book';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 27, 12);

const offer = (supplierId: string, costCentavos: number, over: Partial<PriceBookData['offers'][number]> = {}): PriceBookData['offers'][number] => ({
  supplierId, partId: 'p', brandKey: 'bosch', categoryKey: 'frenos', costCentavos, currency: 'ARS', costIncludesIva: false, importedAt: NOW - DAY, ...over,
});
const units = (supplierId: string, warehouseId: string, free: number, own = false, days: [number, number] = [3, 5]): PriceBookData['stock'][number] => ({
  partId: 'p', supplierId, warehouseId, own, free, daysMin: days[0], daysMax: days[1],
});
const data = (over: Partial<PriceBookData>): PriceBookData => ({
  offers: [],
  stock: [],
  rules: [{ scope: 'default', key: '', percentBp: 0, surchargeCentavos: 0, roundingCentavos: 1, minMarginBp: 0 }],
  ivaRates: new Map(),
  sales: new Map(),
  ...over,
});
const book = (d: PriceBookData, now = NOW) => createPriceBook(d, { offerMaxAgeDays: 30, now: () => now });

describe('the price book', () => {
  it('sells from the cheapest supplier with units, not the cheapest without', () => {
    const b = book(data({ offers: [offer('a', 10_000), offer('b', 12_000), offer('c', 11_000)], stock: [units('a', 'wa', 0), units('b', 'wb', 3), units('c', 'wc', 2)] }));
    expect(b.offerOf('p')).toMatchObject({ supplierId: 'c', priceCentavos: 13_310, stock: 'ON_BACKORDER', available: 2, delivery: { minDays: 3, maxDays: 5 } });
    expect(b.offerOf('other')).toBeNull();
  });

  it("shows the shop's own units as in stock, delivered in a day", () => {
    const b = book(data({ offers: [offer('tienda', 12_100, { costIncludesIva: true })], stock: [units('tienda', 'propio', 5, true, [1, 1])] }));
    expect(b.offerOf('p')).toMatchObject({ priceCentavos: 12_100, stock: 'IN_STOCK', delivery: { minDays: 1, maxDays: 1 } });
  });

  it('counts an offer older than the maximum age as out of stock, still priced', () => {
    const b = book(data({ offers: [offer('a', 10_000, { importedAt: NOW - 31 * DAY })], stock: [units('a', 'wa', 9)] }));
    expect(b.offerOf('p')).toMatchObject({ priceCentavos: 12_100, stock: 'OUT_OF_STOCK', available: 0, delivery: null });
  });

  it('applies the reduced IVA of a category, and a sale price only within its dates', () => {
    const d = data({
      offers: [offer('a', 10_000)],
      stock: [units('a', 'wa', 1)],
      ivaRates: new Map([['frenos', 1050]]),
      sales: new Map([['p', [{ priceCentavos: 9_000, startsAt: NOW + DAY, endsAt: NOW + 2 * DAY }]]]),
    });
    expect(book(d).offerOf('p')).toMatchObject({ priceCentavos: 11_050, regularCentavos: null, ivaBp: 1050 });
    expect(book(d, NOW + DAY).offerOf('p')).toMatchObject({ priceCentavos: 9_000, regularCentavos: 11_050 });
    expect(book(d, NOW + 2 * DAY).offerOf('p')).toMatchObject({ priceCentavos: 11_050, regularCentavos: null });
  });

  it('notices a sale starting while it is kept', () => {
    let now = NOW;
    const b = createPriceBook(
      data({ offers: [offer('a', 10_000)], stock: [units('a', 'wa', 1)], sales: new Map([['p', [{ priceCentavos: 9_000, startsAt: NOW + 1000, endsAt: null }]]]) }),
      { offerMaxAgeDays: 30, now: () => now },
    );
    expect(b.offerOf('p')?.priceCentavos).toBe(12_100);
    now += 1000;
    expect(b.offerOf('p')).toMatchObject({ priceCentavos: 9_000, regularCentavos: 12_100 });
  });
});
