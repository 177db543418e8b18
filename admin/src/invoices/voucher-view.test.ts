import { describe, expect, it } from 'vitest';
import { awaitingArca, voucherDate } from './voucher-view';

describe('vouchers on the staff pages', () => {
  it('reads ARCA dates day first', () => {
    expect(voucherDate('2026-12-07')).toBe('07/12/2026');
    expect(voucherDate(null)).toBe('—');
    expect(voucherDate('20261207')).toBe('—');
  });
  it('waits while a voucher is new or pending, not once approved or rejected', () => {
    expect(awaitingArca([{ state: 'APPROVED' }, { state: 'PENDING' }])).toBe(true);
    expect(awaitingArca([{ state: 'NEW' }])).toBe(true);
    expect(awaitingArca([{ state: 'APPROVED' }, { state: 'REJECTED' }])).toBe(false);
    expect(awaitingArca([])).toBe(false);
  });
});
