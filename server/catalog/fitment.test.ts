import { describe, expect, it } from 'vitest';
import { productFits } from './fitment';
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
});
