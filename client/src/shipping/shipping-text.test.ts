import { describe, expect, it } from 'vitest';
import { arrivalDay, carrierLabelKey, cleanPostcode } from './shipping-text';

describe('shipping texts', () => {
  it('writes a promised day in the shopper language, whatever the browser time zone', () => {
    expect(arrivalDay('2026-12-04', 'es')).toBe('4 de diciembre');
    expect(arrivalDay('2026-12-04', 'en')).toBe('December 4');
    expect(arrivalDay('2026-01-01', 'ru')).toBe('1 января');
  });

  it('names the shop rate and counter in its own words and leaves carriers their names', () => {
    expect(carrierLabelKey('flat-rate')).toBe('TEXT_SHIPPING_CARRIER_FLAT_RATE');
    expect(carrierLabelKey('shop')).toBe('TEXT_SHIPPING_CARRIER_SHOP');
    expect(carrierLabelKey('andreani')).toBeNull();
  });

  it('reads a CPA typed loosely', () => {
    expect(cleanPostcode(' c1425 dkb ')).toBe('C1425DKB');
    expect(cleanPostcode('5000')).toBe('5000');
  });
});
