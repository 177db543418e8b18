import { describe, expect, it } from 'vitest';
import { filterFromForm, formFromParams, isFiltered, paramsFromForm } from './review-filter';

describe('the review queue filter', () => {
  it('round-trips through the address, leaving empty fields out', () => {
    const form = { state: 'HIDDEN', rating: '1', product: ' aceite-ypf-elaion-f50 ', author: '' };
    const params = paramsFromForm(form);
    expect(params.toString()).toBe('state=HIDDEN&rating=1&product=aceite-ypf-elaion-f50');
    expect(formFromParams(params)).toEqual({ state: 'HIDDEN', rating: '1', product: 'aceite-ypf-elaion-f50', author: '' });
    expect(isFiltered(formFromParams(new URLSearchParams()))).toBe(false);
  });

  it('sends only states and ratings the API knows', () => {
    expect(filterFromForm({ state: 'new', rating: '4', product: '', author: ' marta ' })).toEqual({ state: 'NEW', rating: 4, author: 'marta' });
    expect(filterFromForm({ state: 'DELETED', rating: '9', product: '', author: '' })).toEqual({});
  });
});
