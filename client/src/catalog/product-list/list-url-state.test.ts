import { describe, expect, it } from 'vitest';
import {
  changeListState,
  clearFilters,
  DEFAULT_LIST_STATE,
  parseListState,
  parsePrice,
  toggleBrand,
  toListFilters,
  writeListState,
  writePrice,
} from './list-url-state';

const parse = (query: string) => parseListState(new URLSearchParams(query));

describe('listing state in the address', () => {
  it('reads every part and writes it back in a fixed order, other parameters kept', () => {
    const query = 'lang=en&q=bujia&category=frenos&brand=bosch,30&price=100-500&sort=price-asc&page=2&layout=list';
    const state = parse(query);
    expect(state).toEqual({
      q: 'bujia',
      category: 'frenos',
      brands: ['bosch', '30'],
      price: { from: 100, to: 500 },
      sort: 'PRICE_ASC',
      page: 2,
      layout: 'list',
    });
    expect(writeListState(state, new URLSearchParams(query)).toString()).toBe(
      'lang=en&q=bujia&category=frenos&brand=bosch%2C30&price=100-500&sort=price-asc&page=2&layout=list',
    );
    expect(parseListState(writeListState(state))).toEqual(state);
  });

  it('leaves the defaults out of the address and reads an empty query as the defaults', () => {
    expect(parse('')).toEqual(DEFAULT_LIST_STATE);
    expect(writeListState(DEFAULT_LIST_STATE).toString()).toBe('');
    expect(writeListState({ ...DEFAULT_LIST_STATE, layout: 'grid', sort: 'DEFAULT', page: 1 }).toString()).toBe('');
  });

  it('falls back to the defaults for unknown or malformed values', () => {
    expect(parse('sort=cheapest&layout=cards&page=0')).toMatchObject({ sort: 'DEFAULT', layout: 'grid', page: 1 });
    expect(parse('page=-3').page).toBe(1);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('brand=,,bosch,bosch,').brands).toEqual(['bosch']);
    expect(parse('q=%20%20').q).toBeNull();
  });

  it('reads every sort and layout the listing offers', () => {
    expect(['default', 'name-asc', 'name-desc', 'price-asc', 'price-desc'].map((s) => parse(`sort=${s}`).sort)).toEqual([
      'DEFAULT',
      'NAME_ASC',
      'NAME_DESC',
      'PRICE_ASC',
      'PRICE_DESC',
    ]);
    expect(['grid', 'list', 'table'].map((l) => parse(`layout=${l}`).layout)).toEqual(['grid', 'list', 'table']);
    expect(writeListState({ ...DEFAULT_LIST_STATE, sort: 'NAME_DESC', layout: 'table' }).toString()).toBe('sort=name-desc&layout=table');
  });
});

describe('price range in the address', () => {
  it('reads both bounds, one bound, and puts reversed bounds in order', () => {
    expect(parsePrice('100-500')).toEqual({ from: 100, to: 500 });
    expect(parsePrice('100-')).toEqual({ from: 100, to: null });
    expect(parsePrice('-500')).toEqual({ from: null, to: 500 });
    expect(parsePrice('12.5-99.9')).toEqual({ from: 12.5, to: 99.9 });
    expect(parsePrice('500-100')).toEqual({ from: 100, to: 500 });
  });

  it('refuses a range without bounds or with text', () => {
    for (const text of ['-', '', 'cheap', '100', '1-2-3', 'a-5', '1..2-3']) expect(parsePrice(text), text).toBeNull();
    expect(parsePrice(null)).toBeNull();
  });

  it('writes what it reads', () => {
    for (const text of ['100-500', '100-', '-500']) expect(writePrice(parsePrice(text))).toBe(text);
    expect(writePrice(null)).toBeNull();
    expect(writePrice({ from: null, to: null })).toBeNull();
  });
});

describe('changes of the listing', () => {
  const onPage3 = { ...DEFAULT_LIST_STATE, page: 3, brands: ['bosch'], price: { from: 10, to: null } };

  it('goes back to page 1 when what is listed changes, not when only the page or layout does', () => {
    expect(changeListState(onPage3, { sort: 'PRICE_DESC' }).page).toBe(1);
    expect(changeListState(onPage3, { price: null }).page).toBe(1);
    expect(toggleBrand(onPage3, 'ngk')).toMatchObject({ brands: ['bosch', 'ngk'], page: 1 });
    expect(toggleBrand(onPage3, 'bosch').brands).toEqual([]);
    expect(changeListState(onPage3, { layout: 'table' })).toMatchObject({ layout: 'table', page: 3 });
    expect(changeListState(onPage3, { page: 4 }).page).toBe(4);
  });

  it('clears the filters and keeps the search, sort and layout', () => {
    const state = { ...onPage3, q: 'freno', sort: 'NAME_ASC' as const, layout: 'list' as const, category: 'frenos' };
    expect(clearFilters(state)).toEqual({ ...DEFAULT_LIST_STATE, q: 'freno', sort: 'NAME_ASC', layout: 'list' });
  });

  it('turns the state into the API filter input', () => {
    expect(toListFilters(DEFAULT_LIST_STATE)).toBeUndefined();
    expect(toListFilters(onPage3)).toEqual({ brands: ['bosch'], price: { from: 10 } });
    expect(toListFilters({ ...DEFAULT_LIST_STATE, category: 'frenos', price: { from: null, to: 99 } })).toEqual({ category: 'frenos', price: { to: 99 } });
  });
});
