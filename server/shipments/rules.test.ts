import { describe, expect, it } from 'vitest';
import { signQuote } from '../delivery/quote-token';
import { CATEGORY_PARCELS, packParcels, parcelSignature } from '../shipping';
import { nextTrackingSlot, parcelsOfQuoteId, shipmentProblem } from './rules';

describe('shipment rules', () => {
  it('reads back the parcels a quote id was priced for', () => {
    const parcels = packParcels([{ quantity: 1, category: 'brake-disc-pair' }, { quantity: 3, category: 'filter' }]);
    const id = signQuote(Buffer.alloc(32, 1), {
      carrier: 'oca',
      service: 'Puerta a puerta',
      mode: 'home',
      priceCentavos: 1_200_000,
      deliveryDaysMin: 2,
      deliveryDaysMax: 4,
      code: '5000',
      province: 'X',
      parcels: parcelSignature(parcels),
      expiresAt: Date.now() + 60_000,
    });
    expect(parcelSignature(parcelsOfQuoteId(id))).toBe(parcelSignature(parcels));
    expect(parcelsOfQuoteId(id)).toHaveLength(parcels.length);
    // An order without a quote id, or one that is not one: a default parcel.
    expect(parcelsOfQuoteId(null)).toEqual([CATEGORY_PARCELS.default]);
    expect(parcelsOfQuoteId('not-a-quote')).toEqual([CATEGORY_PARCELS.default]);
  });

  it('creates a carrier shipment only for an order being prepared with a carrier quote', () => {
    expect(shipmentProblem({ status: 'PREPARING', hasCarrier: true, mode: 'home', branchId: null })).toBeNull();
    expect(shipmentProblem({ status: 'PREPARING', hasCarrier: true, mode: 'branch', branchId: '12' })).toBeNull();
    expect(shipmentProblem({ status: 'PREPARING', hasCarrier: true, mode: 'branch', branchId: null })).toMatch(/branch/);
    expect(shipmentProblem({ status: 'PENDING', hasCarrier: true, mode: 'home', branchId: null })).toMatch(/PREPARING/);
    expect(shipmentProblem({ status: 'PREPARING', hasCarrier: false, mode: 'pickup', branchId: null })).toMatch(/by hand/);
    expect(shipmentProblem({ status: 'PREPARING', hasCarrier: false, mode: null, branchId: null })).toMatch(/by hand/);
  });

  it('puts every gateway on the same tracking slot', () => {
    const a = nextTrackingSlot(Date.UTC(2026, 10, 27, 16, 3, 10), 300);
    const b = nextTrackingSlot(Date.UTC(2026, 10, 27, 16, 4, 59), 300);
    expect(a).toEqual(b);
    expect(a.at.toISOString()).toBe('2026-11-27T16:05:00.000Z');
    expect(nextTrackingSlot(Date.UTC(2026, 10, 27, 16, 5, 0), 300).at.toISOString()).toBe('2026-11-27T16:10:00.000Z');
  });
});
