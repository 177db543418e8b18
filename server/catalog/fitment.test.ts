import { describe, expect, it } from 'vitest';
import { productFits, productFitStatus } from './fitment';
import type { ProductModel } from './model';

const base = { source: 'SHOP', compatibility: 'LIST', compatibleVehicleIds: ['10001', '10002'] } as ProductModel;

describe('product fitment', () => {
  it('is unknown without a vehicle', () => {
    expect(productFits(base, null)).toBeNull();
  });

  it('follows the compatibility of shop products', () => {
    expect(productFits(base, '10001')).toBe(true);
    expect(productFits(base, '10003')).toBe(false);
    expect(productFits({ ...base, compatibility: 'ALL' }, '10003')).toBe(true);
    expect(productFits({ ...base, compatibility: 'UNKNOWN' }, '10003')).toBeNull();
  });

  it('follows the linkages of provider articles', () => {
    const article = { ...base, source: 'PROVIDER', compatibility: 'ALL', linkedVehicleIds: [10005] } as ProductModel;
    expect(productFits(article, '10005')).toBe(true);
    expect(productFits(article, '10006')).toBe(false);
    expect(productFits({ ...article, linkedVehicleIds: [] }, '10006')).toBe(true);
  });

  it('knows nothing of other vehicles from an article listed for one vehicle (its linkage only)', () => {
    const listed = { ...base, source: 'PROVIDER', compatibility: 'LIST', linkedVehicleIds: [10005], linkagesComplete: false } as ProductModel;
    expect(productFits(listed, '10005')).toBe(true);
    expect(productFits(listed, '10006')).toBeNull();
    expect(productFitStatus(listed, '10006')).toBe('UNKNOWN');
    const universal = { ...listed, linkedVehicleIds: [], linkagesComplete: true, compatibility: 'ALL' } as ProductModel;
    expect(productFitStatus(universal, '10006')).toBe('UNIVERSAL');
    expect(productFitStatus({ ...listed, linkedVehicleIds: [] }, '10006')).toBe('UNKNOWN');
  });
});
