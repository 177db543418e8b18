import { describe, expect, it } from 'vitest';
import { filterFromForm, formFromParams, isFiltered, paramsFromForm } from './order-filter';

describe('the order list filters', () => {
  it('round-trips through the address and leaves out what is empty', () => {
    const form = formFromParams(new URLSearchParams('q=%20ana%40example.com&status=PAID&province=C%C3%B3rdoba'));
    expect(form).toEqual({ q: 'ana@example.com', status: 'PAID', payment: '', method: '', province: 'Córdoba', from: '', to: '' });
    expect(paramsFromForm(form).toString()).toBe('q=ana%40example.com&status=PAID&province=C%C3%B3rdoba');
    expect(isFiltered(form)).toBe(true);
    expect(isFiltered(formFromParams(new URLSearchParams()))).toBe(false);
  });

  it('makes the API filter: known values only, days in Buenos Aires, the last day included', () => {
    const filter = filterFromForm({ q: '20-12345678-9', status: 'SHIPPED', payment: 'NOPE', method: 'WALLET', province: '', from: '2026-11-01', to: '2026-11-30' });
    expect(filter).toEqual({
      search: '20-12345678-9',
      status: ['SHIPPED'],
      paymentMethod: ['WALLET'],
      from: '2026-11-01T03:00:00.000Z',
      to: '2026-12-01T03:00:00.000Z',
    });
  });
});
