import { describe, expect, it } from 'vitest';
import { supplierCountsOf } from './supplier-counts';

const article = (dataSupplierId: number, mfrName: string) => ({ dataSupplierId, mfrName, articleNumber: 'x' });
const page = [article(30, 'TRW'), article(4, 'BOSCH'), article(30, 'TRW')];

describe('supplier counts of an article list', () => {
  it('takes the provider’s supplier facets when it gives them: exact', () => {
    const answer = { dataSupplierFacets: { counts: [{ dataSupplierId: 4, mfrName: 'BOSCH', count: 12 }, { mfrName: 'no id', count: 3 }] } };
    expect(supplierCountsOf(answer, page, { total: 40, filtered: false })).toEqual({ counts: [{ id: 4, name: 'BOSCH', count: 12 }], exact: true });
  });

  it('counts the brands of the articles at hand without facets (or with "" for them): a sample, exact only for the whole list', () => {
    const sample = { counts: [{ id: 4, name: 'BOSCH', count: 1 }, { id: 30, name: 'TRW', count: 2 }], exact: false };
    expect(supplierCountsOf({}, page, { total: 40, filtered: false })).toEqual(sample);
    expect(supplierCountsOf({ dataSupplierFacets: { counts: '' } }, page, { total: 40, filtered: false })).toEqual(sample);
    expect(supplierCountsOf({}, page, { total: 3, filtered: false }).exact).toBe(true);
    expect(supplierCountsOf({}, page, { total: 3, filtered: true }).exact).toBe(false);
    expect(supplierCountsOf({}, [], { total: 0, filtered: false })).toEqual({ counts: [], exact: true });
  });
});
